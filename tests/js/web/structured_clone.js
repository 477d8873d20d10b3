// expect: [true,true,2,0,true,1,true,true,true,true,5,"s","DataCloneError"]
const orig = { a: [1, { b: 2 }], d: new Date(0), m: new Map([[1, { x: 1 }]]), s: new Set([1]), n: null, u: undefined };
orig.self = orig;
const c = structuredClone(orig);
const out = [c !== orig, c.self === c, c.a[1].b, c.d.getTime(), c.d !== orig.d, c.m.get(1).x, c.m.get(1) !== orig.m.get(1), c.s.has(1), c.a !== orig.a, "u" in c, structuredClone(5), structuredClone("s")];
try { structuredClone({ f() {} }); } catch (e) { out.push(e.name); }
return out;
