// expect: [[[],[1],[["a","1"]],["h","i"],[3],["zz"]],[null,"b",null,"d"],[0,1,4],["p0",null,"own",null],[7,null],[],[null,null],[null,true],2,3,false,[10,20],[null,null,null],"RangeError"]
// Array.from on array-likes (own and inherited indices, string and negative lengths, functions)
// and on iterables; array methods called on array-likes.
const a = Array.from({ length: 4, 1: "b", 3: "d", x: 1 });
const b = Array.from({ length: 3 }, (_, i) => i * i);
const proto = { 0: "p0", 2: "p2" };
const c = Array.from(Object.assign(Object.create(proto), { length: 4, 2: "own" }));
const d = Array.from({ length: "2", 0: 7 });
const e = Array.from({ length: -1 });
const f = Array.from(function (p, q) {});
const g = Array.from({ length: 2.9, 1: true });
const h = Array.prototype.indexOf.call(Object.assign(Object.create(proto), { length: 3 }), "p2");
const i = Array.prototype.slice.call({ length: 3, 0: "x", 2: "z" });
const j = Array.prototype.map.call({ length: 2, 0: 1, 1: 2 }, (x) => x * 10);
const k = Array.from({ length: 3, 5: "past", "01": "no" });
const l = [Array.from({}), Array.from(new Map([[1, 2]]).keys()), Array.from(new URLSearchParams("a=1")), Array.from(new String("hi")), Array.from(new Set([3])), Array.from({ length: 1, 0: "z" }, (x) => x + x)];
let err; try { Array.from({ length: 2 ** 32 }); } catch (x) { err = x.name; }
return [l, a, b, c, d, e, f, g, h, i.length, 1 in i, j, k, err];
