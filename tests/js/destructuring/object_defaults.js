// expect: [10,2,null]
const { a = 1, b = 2, c = 3 } = { a: 10, b: undefined, c: null };
return [a, b, c];
