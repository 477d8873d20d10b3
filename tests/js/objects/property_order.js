// expect: ["1","2","b","a"]
const o = { b: 1, 2: 1, a: 1, 1: 1 };
return Object.keys(o);
