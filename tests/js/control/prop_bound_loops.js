// expect: [6,5,3,0,0,2,3,["1",2],3,"TypeError",[0,1,2],0,2]
// Loops bounded by a local's property (`i < opts.count`), whose back edge the compiler fuses
// with the test: a bound that changes in the body, a bound that is a string, `undefined`, a
// missing property, an inherited one, an object replaced in the body, a counter that starts as
// a string, and a value that stops having properties.
const opts = { name: "x", count: 4 }; let a = 0;
for (let i = 0; i < opts.count; i++) a += i;
const grow = { n: 1 }; let b = 0;
for (let i = 0; i < grow.n; i++) { b++; if (grow.n < 5) grow.n++; }
const str = { n: "3" }; let c = 0;
for (let i = 0; i < str.n; i++) c++;
const none = {}; let d = 0;
for (let i = 0; i < none.n; i++) d++;
const undef = { n: undefined }; let e = 0;
for (let i = 0; i < undef.n; i++) e++;
const base = { n: 2 }; const child = Object.create(base); let f = 0;
for (let i = 0; i < child.n; i++) f++;
let box = { n: 5 }; let g = 0;
for (let i = 0; i < box.n; i++) { g++; if (i === 1) box = { n: 3 }; }
let h = []; const lim = { n: 3 };
for (let i = "1"; i < lim.n; i++) h.push(i);
let gone = { n: 9 }; let k = 0; let err = null;
try { for (let i = 0; i < gone.n; i++) { k++; if (i === 2) gone = null; } } catch (x) { err = x.constructor.name; }
const frac = { n: 2.5 }; const fs = [];
for (let i = 0; i < frac.n; i++) fs.push(i);
const nan = { n: NaN }; let m = 0;
for (let i = 0; i < nan.n; i++) m++;
const neg = { n: -1 }; let q = 0;
for (let i = -3; i < neg.n; i++) q++;
return [a, b, c, d, e, f, g, h, k, err, fs, m, q];
