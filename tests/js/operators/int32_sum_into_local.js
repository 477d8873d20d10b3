// expect: [-2047443632,"3|0",2147483647,-2147483648,0,0,12,5,-1294967296,[7,-2],[125,0,45,-2147479296]]
// `h = (a + b) | 0` stores straight into the local: every operand kind the sum can meet.
let h = 0;
for (let i = 0; i < 100000; i++) {
  h = (h + i * 65599) | 0;
}
let s = "3";
let t = 0;
t = (s + "|0").length | 0;
const parts = [];
parts.push(h, s + "|0");
let big = 2147483646;
big = (big + 1) | 0;
let wrap = 2147483647;
wrap = (wrap + 1) | 0;
let nan = 0;
nan = (nan + NaN) | 0;
let inf = 1;
inf = (inf + Infinity) | 0;
let obj = 0;
obj = (obj + { valueOf() { return 12; } }) | 0;
let str = 0;
str = ("2" + 3) | 0;
str = (str + -18) | 0;
let frac = 3e9;
frac = (frac + 0.5) | 0;
// The local's own value of another kind: a string, `undefined`, an object.
const five = 5;
let sl = "12";
sl = (sl + five) | 0;
let un;
un = (un + five) | 0;
let ol = { valueOf() { return 40; } };
ol = (ol + five) | 0;
let big2 = 2147483000;
big2 = (big2 + five * 1000) | 0;
// The local keeps its value when the sum throws.
let kept = 7;
let caught = 0;
try {
  kept = (kept + { valueOf() { throw new Error("no"); } }) | 0;
} catch (e) {
  caught = -2;
}
return [parts[0], parts[1], big, wrap, nan, inf, obj, str, frac, [kept, caught], [sl, un, ol, big2]];
