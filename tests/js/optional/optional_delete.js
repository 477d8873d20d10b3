// expect: [true,true,{"a":{}}]
const o = { a: { b: 1 } };
const n = null;
const r1 = delete o?.a?.b;
const r2 = delete n?.a;
return [r1, r2, o];
