// expect: [true,0,4,0,297,"1,2,3,10","10,3,2,1","3,1,2,10","3,1,2","1,2,3","no ones",true,5000,"v0","v999",12497500,4,true,false,"1","3","undefined","number,number","5,1,4","1,4,5","1,2,undefined","abc","a=1&a=0&b=2&c=3"]
// Sorting with a comparator: stability over several merge passes, comparator results that are
// not numbers, a comparator that throws, allocates or reads the array, toSorted, holes.
const r = [];
const xs = [];
for (let i = 0; i < 300; i++) xs.push({ k: (i * 7) % 5, i });
xs.sort((a, b) => a.k - b.k);
let stable = true;
for (let i = 1; i < xs.length; i++) if (xs[i - 1].k === xs[i].k && xs[i - 1].i > xs[i].i) stable = false;
r.push(stable, xs[0].k, xs[299].k, xs[0].i, xs[299].i);
r.push([3, 1, 2, 10].sort((a, b) => String(a - b)).join());
r.push([3, 1, 2, 10].sort((a, b) => ({ valueOf() { return b - a; } })).join());
r.push([3, 1, 2, 10].sort(() => NaN).join(), [3, 1, 2].sort(() => undefined).join());
r.push([3, 1, 2].sort((a, b) => (a > b ? Infinity : a < b ? -Infinity : 0)).join());
try {
  [3, 1, 2].sort((a, b) => { if (a === 1 || b === 1) throw new Error("no ones"); return a - b; });
} catch (e) {
  r.push(e.message);
}
// A comparator that allocates: garbage made while sorting, the values must survive intact.
const ys = [];
for (let i = 0; i < 5000; i++) ys.push({ id: i, s: "v" + ((i * 7919) % 5000) });
ys.sort((a, b) => {
  const t = [a.s, b.s, { x: a.id }];
  return t[0] < t[1] ? -1 : t[0] > t[1] ? 1 : 0;
});
let ok = true;
for (let i = 1; i < ys.length; i++) if (ys[i - 1].s > ys[i].s) ok = false;
r.push(ok, ys.length, ys[0].s, ys[4999].s, ys.reduce((s, y) => s + y.id, 0));
// undefined sorts last without calling the comparator; holes go after it.
const calls = [];
const h = [3, undefined, , 1];
h.sort((a, b) => { calls.push(typeof a, typeof b); return a - b; });
r.push(h.length, 2 in h, 3 in h, String(h[0]), String(h[1]), String(h[2]), calls.join());
const orig = [5, 1, 4];
const sorted = orig.toSorted((a, b) => a - b);
r.push(orig.join(), sorted.join(), [, 2, 1].toSorted((a, b) => a - b).map(String).join());
r.push(["b", "a", "c"].sort((a, b) => a.localeCompare(b)).join(""));
const p = new URLSearchParams("c=3&a=1&b=2&a=0");
p.sort();
r.push(p.toString());
return r;
