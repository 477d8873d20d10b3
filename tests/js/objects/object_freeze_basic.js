// expect: [true,1,["a"]]
const o = Object.freeze({ a: 1 });
return [Object.isFrozen(o), o.a, Object.keys(o)];
