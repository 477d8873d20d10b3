// expect: {"counts":{"the":12,"cat":3,"and":6,"hat":3,"bat":3,"sat":3,"on":3,"mat":3},"reads":["proto","proto","undefined","undefined","undefined","fn","proto","child0","0","ten","undefined","fn"],"frozen":{"a":1},"bare":[["x",2],["y",1]],"other":["3","1","3","undefined","named","2","number","function"],"keyed":{"k0":49,"k1":43,"k2":44,"k3":45,"k4":46,"k5":47,"k6":48},"protoAfter":"proto"}
// Reads and writes of objects by string keys in loops (the inner tier takes ordinary objects):
// counting words, keys that are numbers, keys found on the prototype or missing, frozen and
// prototype-less objects, and arrays, Maps and functions read by string keys, which keep
// their own answers.
const words = "the cat and the hat and the bat sat on the mat".split(" ");
const counts = {};
for (let r = 0; r < 3; r++) for (const w of words) counts[w] = (counts[w] || 0) + 1;
const proto = { shared: "proto", over: "proto" };
const child = Object.create(proto);
const keys = ["shared", "over", "own", "10", "missing", "toString"];
const reads = [];
for (let r = 0; r < 2; r++) {
  for (const k of keys) reads.push(typeof child[k] === "function" ? "fn" : String(child[k]));
  child["over"] = "child" + r;
  child["own"] = r;
  child["10"] = "ten";
}
const frozen = Object.freeze({ a: 1 });
for (const k of ["a", "b"]) frozen[k] = 2;
const bare = Object.create(null);
for (const k of ["x", "y", "x"]) bare[k] = (bare[k] ?? 0) + 1;
const arr = [1, 2, 3];
const fn = function named(a, b) {};
const m = new Map([["k", 1]]);
const other = [];
for (const k of ["length", "0", "2", "3"]) other.push(String(arr[k]));
for (const k of ["name", "length"]) other.push(String(fn[k]));
for (const k of ["size", "get"]) other.push(typeof m[k]);
const keyed = {};
for (let i = 0; i < 50; i++) keyed["k" + (i % 7)] = i;
return { counts, reads, frozen, bare: Object.entries(bare), other, keyed, protoAfter: proto.over };
