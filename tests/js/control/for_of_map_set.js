// expect: [["x1","y2","z3","a","b"],3,2]
const m = new Map([["x", 1], ["y", 2]]);
m.set("z", 3);
const out = [];
for (const [k, v] of m) out.push(k + v);
const s = new Set(["a", "b", "a"]);
for (const v of s) out.push(v);
return [out, m.size, s.size];
