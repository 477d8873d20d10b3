// expect: [true,true,true,{"c":3},false,["c"]]
const o = { a: 1, b: 2, c: 3 };
const r1 = delete o.a;
const r2 = delete o["b"];
const r3 = delete o.missing;
return [r1, r2, r3, o, "a" in o, Object.keys(o)];
