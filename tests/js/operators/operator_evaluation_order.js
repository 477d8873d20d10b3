// expect: [7,["a","b","c","key","value"]]
const log = [];
const v = (name, val) => { log.push(name); return val; };
const r = v("a", 1) + v("b", 2) * v("c", 3);
const o = {};
o[v("key", "k")] = v("value", 1);
return [r, log];
