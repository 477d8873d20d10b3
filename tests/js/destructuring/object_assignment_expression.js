// expect: [5,6,"renamed"]
let a, b;
const obj = { a: 5, b: 6 };
({ a, b } = obj);
let c;
({ a: c } = { a: "renamed" });
return [a, b, c];
