// expect: [1,"two",true]
const { a, b, c } = { a: 1, b: "two", d: 4 };
return [a, b, c === undefined];
