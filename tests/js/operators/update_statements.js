// expect: [3,5,2,null,1,1,"{\"a\":3,\"b\":1,\"c\":1}",6,"2","2","NaN",false,11,null,7,9,9,"number","no throw",1,"TypeError",0,6]
// ++ and -- on properties and elements as statements (their value unused) and as expressions:
// conversions, arrays, missing keys, object keys, frozen and null targets.
const r = [];
const o = { n: 1, s: "5", b: true, u: undefined, nul: null, d: new Date(0) };
o.n++; o.s++; o.b++; o.u++; o.nul++; o.d++;
++o.n; --o.s;
r.push(o.n, o.s, o.b, o.u, o.nul, o.d);
const counts = {};
for (const w of ["a", "b", "a", "c", "a"]) { counts[w] = counts[w] || 0; counts[w]++; }
r.push(JSON.stringify(counts));
const arr = [1, 2, 3];
arr[0]++; arr[2]--; arr[5]++;
r.push(arr.length, String(arr[0]), String(arr[2]), String(arr[5]), 4 in arr);
const key = { toString() { return "k"; } };
const ko = { k: 10 };
ko[key]++;
ko[1 + 1]--;
r.push(ko.k, ko[2]);
// As expressions the old (postfix) or new (prefix) value is still the result.
const e = { v: "7" };
const post = e.v++, pre = ++e.v;
r.push(post, pre, e.v, typeof post);
const frozen = Object.freeze({ x: 1 });
try { frozen.x++; r.push("no throw", frozen.x); } catch (err) { r.push(err.name); }
try { const z = null; z.p++; } catch (err) { r.push(err.name); }
// A statement-level update inside a loop and a nested function.
const g = { count: 0, sum: 0 };
[1, 2, 3].forEach((v) => { g.count++; g.sum += v; });
for (let i = 0; i < 3; i++) g.count--;
r.push(g.count, g.sum);
return r;
