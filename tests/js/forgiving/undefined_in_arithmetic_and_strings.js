// expect: ["NaN","val: undefined","undefined",true,"NaN","",","]
const o = {};
return [String(o.a + 1), "val: " + o.a, `${o.a}`, o.a == null, String(o.a * 2), [o.a].join("-"), String([o.a, null])];
