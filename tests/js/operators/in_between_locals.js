// expect: [[0,2,3],["0","2","length","push","3"],["own","inherited","toString"],1,[1],[1,2,3,4],1,"TypeError",334]
// `if (k in o)` with both in locals is one branch: every kind of key and holder.
const out = [];
const holey = [1, , 3, undefined];
const hits = [];
for (let i = -1; i < 6; i++) if (i in holey) hits.push(i);
out.push(hits);
const keys = ["0", "2", "length", "push", "x", "1.0", "3"];
const found = [];
for (const k of keys) if (k in holey) found.push(k);
out.push(found);
const proto = { inherited: 1 };
const o = Object.create(proto);
o.own = 2;
const names = ["own", "inherited", "toString", "missing"];
const seen = [];
for (const k of names) if (k in o) seen.push(k);
out.push(seen);
const bare = Object.create(null);
bare.a = 1;
let c = 0;
for (const k of ["a", "toString"]) if (k in bare) c++;
out.push(c);
// A number key on an object, a string key on an array, keys deleted in the loop.
const nums = { 1: "one", 2: "two" };
const h2 = [];
for (let i = 0; i < 4; i++) {
  if (i in nums) h2.push(i);
  delete nums[2];
}
out.push(h2);
const grow = [];
const added = [];
for (let i = 0; i < 5; i++) {
  if (i in grow) added.push(i);
  grow[i + 1] = i;
}
out.push(added);
// A function holder, and a string holder (a TypeError, caught).
function f() {}
f.extra = 1;
let fk = "extra";
let fs = 0;
if (fk in f) fs++;
fk = "missing";
if (fk in f) fs++;
out.push(fs);
const str = "abc";
const zero = 0;
let err = "none";
try {
  if (zero in str) err = "found";
} catch (e) {
  err = e.constructor.name;
}
out.push(err);
// Many lookups, found and missing, in a loop.
const table = {};
for (let i = 0; i < 1000; i += 3) table["k" + i] = i;
let count = 0;
for (let i = 0; i < 1000; i++) {
  const k = "k" + i;
  if (k in table) count++;
}
out.push(count);
return out;
