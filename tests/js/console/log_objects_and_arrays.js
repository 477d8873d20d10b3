// expect: ["a","nested"]
const o = { a: 1, nested: { b: [1, 2, { c: 3 }] } };
console.log(o);
console.log([1, "two", [3]]);
console.log({});
return Object.keys(o);
