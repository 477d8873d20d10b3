// expect: [15,"olléh",3,3,2,2,"TypeError",18,[0.5,1.5,2.5],44850,8,[0,1,2],["0",1,2],[5,3],[[0,0],[0,1],[1,0],[1,1]],6]
// Loops over a local's length (`i < a.length`), whose back edge the compiler fuses with the test
// (`IncJumpIfLtProp`): arrays and strings, a length that changes in the body, an object with its
// own `length`, an array with properties of its own, a counter that starts as a fraction or a
// string, `continue`, nested loops, and a value that stops having a length.
const a = [1, 2, 3, 4, 5]; let s = 0;
for (let i = 0; i < a.length; i++) s += a[i];
const str = "héllo"; let t = "";
for (let i = 0; i < str.length; i++) t = str[i] + t;
let b = [1, 2]; let n = 0;
for (let i = 0; i < b.length; i++) { n++; if (i === 0) b.push(3); }
let o = { length: 3 }; let m = 0;
for (let i = 0; i < o.length; i++) m += i;
let p = [1, 2, 3]; p.length = 2; let q = 0;
for (let i = 0; i < p.length; i++) q++;
let w = ["a", "b"]; let k = 0; let e = null;
try { for (let i = 0; i < w.length; i++) { k++; if (i === 1) w = undefined; } } catch (err) { e = err.constructor.name; }
let z = [5, 6, 7]; z.x = 1; let zz = 0;
for (let i = 0; i < z.length; i++) zz += z[i];
let h = [1, 2, 3]; let hs = [];
for (let i = 0.5; i < h.length; i++) hs.push(i);
let big = []; for (let i = 0; i < 300; i++) big.push(i); let bs = 0;
for (let i = 0; i < big.length; i++) bs += big[i];
let c = "x"; let cc = 0;
for (let i = 0; i < c.length; i++) { cc++; c += c.length < 8 ? "y" : ""; }
const skipped = [];
for (let i = 0; i < a.length; i++) { if (i > 2) continue; skipped.push(i); }
const seen = [];
for (let i = "0"; i < h.length; i++) seen.push(i);
let shrink = [1, 2, 3, 4, 5, 6]; const lens = [];
for (let i = 0; i < shrink.length; i++) { shrink.pop(); if (i % 2 === 0) lens.push(shrink.length); }
const pairs = []; const two = [0, 1];
for (let i = 0; i < two.length; i++) for (let j = 0; j < two.length; j++) pairs.push([i, j]);
let holes = [1, , 3]; let hc = 0;
for (let i = 0; i < holes.length; i++) hc += holes[i] === undefined ? 2 : holes[i];
return [s, t, n, m, q, k, e, zz, hs, bs, cc, skipped, seen, lens, pairs, hc];
