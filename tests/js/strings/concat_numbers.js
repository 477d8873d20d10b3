// expect: ["n0","0m","n0","0m","n7","7m","n-7","-7m","n42","42m","n999999999999999","999999999999999m","n-999999999999999","-999999999999999m","n1000000000000000","1000000000000000m","n1e+21","1e+21m","n123456789012345","123456789012345m","n9007199254740992","9007199254740992m","n1.5","1.5m","n-0.25","-0.25m","n1e-7","1e-7m","nNaN","NaNm","nInfinity","Infinitym","n-Infinity","-Infinitym","atruefalsenullundefined","3345",796,"-3-2-1012345","297298299",306,"x-120.5","item0|t7|-1e+300|-5|0"]
// String concatenation with numbers and other primitives: integers (including negative, -0 and
// the edges of plain-digit printing), fractions, exponents, NaN, Infinity, booleans, null,
// undefined, on either side, and into a long string built up in a loop.
const r = [];
for (const n of [0, -0, 7, -7, 42, 1e15 - 1, -(1e15 - 1), 1e15, 1e21, 123456789012345, 2 ** 53, 1.5, -0.25, 1e-7, NaN, Infinity, -Infinity]) {
  r.push("n" + n, n + "m");
}
r.push("a" + true + false + null + undefined, 1 + 2 + "3" + 4 + 5);
let s = "";
for (let i = -3; i < 300; i++) s += i;
r.push(s.length, s.slice(0, 12), s.slice(-9));
let t = "x".repeat(300);
t += -12;
t += 0.5;
r.push(t.length, t.slice(-7));
r.push(["item" + 0, "t" + (17 % 10), "" + -1e300, (-5) + "", `${-0}`].join("|"));
return r;
