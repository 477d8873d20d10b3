// expect: [0,[1,2,4,5,7],[0,5,10,15],["string","1","number",2,"number",3],[0,1,2],[0.5,1.5,2.5],[0,1,2],6,7,10,-12,3,["obj",2,3]]
// Counting loops whose back edge also runs the test (`i < n` with a constant n): zero
// iterations, `continue` and `break`, a counter the body changes or makes a string, a
// fractional start, a counter closures capture, nested loops and a `var` counter read after.
const out = [];
let n0 = 0;
for (let i = 5; i < 3; i++) n0++;
out.push(n0);
const seen = [];
for (let i = 0; i < 10; i++) { if (i % 3 === 0) continue; if (i > 7) break; seen.push(i); }
out.push(seen);
const jumps = [];
for (let i = 0; i < 20; i++) { jumps.push(i); i += 4; }
out.push(jumps);
const strs = [];
for (let i = "1"; i < 4; i++) strs.push(typeof i, i);
out.push(strs);
const text = [];
for (let i = 0; i < 3; i++) { text.push(i); if (i === 1) i = "1"; }
out.push(text);
const frac = [];
for (let i = 0.5; i < 3; i++) frac.push(i);
out.push(frac);
const fns = [];
for (let k = 0; k < 3; k++) fns.push(() => k);
out.push(fns.map((f) => f()));
let cells = 0;
for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if (j < i) cells++;
out.push(cells);
for (var v = 0; v < 7; v++);
out.push(v);
let big = 0;
for (let i = 2147483640; i < 2147483650; i++) big++;
out.push(big);
let neg = 0;
for (let i = -5; i < -2; i++) neg += i;
out.push(neg);
let nan = 0;
for (let i = 0; i < 5; i++) { nan++; if (i === 2) i = NaN; }
out.push(nan);
const obj = { valueOf() { return 1; } };
let coerced = [];
for (let i = obj; i < 4; i++) coerced.push(typeof i === "object" ? "obj" : i);
out.push(coerced);
return out;
