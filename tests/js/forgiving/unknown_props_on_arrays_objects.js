// expect: [true,true,true,true,"undefined"]
const arr = [1, 2];
const o = { a: 1 };
return [arr.foo === undefined, arr[99] === undefined, o.b === undefined, o["no such key"] === undefined, typeof arr.first];
