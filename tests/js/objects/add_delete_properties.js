// expect: [{"a":1,"c":3},2]
const o = {};
o.a = 1;
o["b"] = 2;
const key = "c";
o[key] = 3;
delete o.b;
return [o, Object.keys(o).length];
