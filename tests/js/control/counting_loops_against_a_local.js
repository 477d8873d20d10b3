// expect: [10,"0,1,2,3",[3,103,3,0,3],[4,5],[0,1,2],[0,[0,5,10,15]],[5,299995]]
// `for (...; i < n; i++)` with `n` another local: the back edge runs the test. Every kind of
// counter and bound, a bound that changes in the body, and a bound whose `valueOf` counts calls.
const out = [];
let n = 5;
let s = 0;
for (let i = 0; i < n; i++) s += i;
out.push(s);
// The bound shrinks and grows in the body.
let m = 10;
const seen = [];
for (let i = 0; i < m; i++) {
  seen.push(i);
  if (i === 2) m = 4;
}
out.push(seen.join(","));
// A string bound, a string counter, a fractional bound, NaN, a negative bound.
let sb = "3";
let c1 = 0;
for (let i = 0; i < sb; i++) c1++;
let c2 = 0;
for (let i = "1"; i < n; i++) c2 += typeof i === "number" ? 1 : 100;
let fb = 2.5;
let c3 = 0;
for (let i = 0; i < fb; i++) c3++;
let nb = NaN;
let c4 = 0;
for (let i = 0; i < nb; i++) c4++;
let neg = -3;
let c5 = 0;
for (let i = -6; i < neg; i++) c5++;
out.push([c1, c2, c3, c4, c5]);
// A bound whose primitive value is computed each time it is compared.
let calls = 0;
const ob = { valueOf() { calls++; return 4; } };
let c6 = 0;
for (let i = 0; i < ob; i++) c6++;
out.push([c6, calls]);
// The bound turns into a string, then undefined.
let tb = 6;
const steps = [];
for (let i = 0; i < tb; i++) {
  steps.push(i);
  if (i === 1) tb = "3";
  if (i === 2) tb = undefined;
}
out.push(steps);
// A counter that is also the bound, and counters the body changes.
let k = 0;
let c7 = 0;
for (k = 0; k < k; k++) c7++;
let lim = 20;
const jumps = [];
for (let i = 0; i < lim; i++) {
  jumps.push(i);
  i += 4;
}
out.push([c7, jumps]);
// Big counts and a bound past 2^31.
let big = 2 ** 31 + 3;
let c8 = 0;
for (let i = 2 ** 31 - 2; i < big; i++) c8++;
let total = 0;
const len = 100000;
for (let i = 0; i < len; i++) total += i % 7;
out.push([c8, total]);
return out;
