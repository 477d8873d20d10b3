// expect: {"seen":[1,2,3,11,12],"seenB":[1,2,3],"seenH":[1,"u",3],"out":["1:a:1","2:none:0","undefined:c:0"],"first":10,"rest":[20,30],"sum":499500}
// `for...of` over arrays that change while the loop runs (the inner tier steps array
// iterators): items pushed during the loop are visited, a shrunk array ends the loop early,
// holes read as undefined, and destructuring reads each item's properties in order.
const a = [1, 2, 3];
const seen = [];
for (const x of a) { seen.push(x); if (x < 3) a.push(x + 10); }
const b = [1, 2, 3, 4, 5];
const seenB = [];
for (const x of b) { seenB.push(x); b.length = 3; }
const holes = [1, , 3];
const seenH = [];
for (const x of holes) seenH.push(x === undefined ? "u" : x);
const recs = [{ id: 1, name: "a", extra: { k: 1 } }, { id: 2 }, { name: "c" }];
const out = [];
for (const { id, name = "none", extra: { k } = { k: 0 } } of recs) out.push(`${id}:${name}:${k}`);
const it = [10, 20, 30].values();
const first = it.next().value;
const rest = [];
for (const x of it) rest.push(x);
let sum = 0;
const big = Array.from({ length: 1000 }, (_, i) => ({ v: i }));
for (const { v } of big) sum += v;
return { seen, seenB, seenH, out, first, rest, sum };
