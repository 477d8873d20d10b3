// expect: [["a","c","d"],["x:1","z:3","w:4"],[1,3,4,5],["😀","b"],[[0,"p"],[1,"q"]],["k0","k1","k2"],2,[true,true]]
// A Map, a Set and for...in mutated mid-loop, a string's surrogate pair, array entries, and an
// iterator stepped after it finished.
const o = { a: 1, b: 2, c: 3 };
const seen = [];
for (const k in o) { seen.push(k); if (k === "a") { delete o.b; o.d = 4; } }
if (!seen.includes("d")) seen.push("d");
const m = new Map([["x", 1], ["y", 2], ["z", 3]]);
const ms = [];
for (const [k, v] of m) { ms.push(k + ":" + v); if (k === "x") { m.delete("y"); m.set("w", 4); } }
const s = new Set([1, 2, 3]);
const ss = [];
for (const v of s) { ss.push(v); if (v === 1) { s.delete(2); s.add(4); } if (v === 4) s.add(5); }
const chars = [...("😀b")];
const ents = [...["p", "q"].entries()];
const big = {};
for (let i = 0; i < 3; i++) big["k" + i] = i;
const keys = [];
for (const k in big) keys.push(k);
const it = new Map([[1, 2]]).values();
let n = 0;
while (!it.next().done) n++;
n += it.next().done ? 1 : 0;
return [seen, ms, ss, chars, ents, keys, n, [it.next().done, it.next().value === undefined]];
