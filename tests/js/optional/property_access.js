// expect: [1,null,null,null,null]
const o = { a: { b: { c: 1 } } };
const n = null;
const u = undefined;
return [o?.a?.b?.c, n?.a, u?.a, o.x?.y, o.a?.b?.missing];
