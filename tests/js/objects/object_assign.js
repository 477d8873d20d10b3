// expect: [true,{"a":3,"b":2,"c":4}]
const target = { a: 1 };
const r = Object.assign(target, { b: 2 }, null, { a: 3, c: 4 });
return [r === target, target];
