// expect: [1,{"b":2,"c":3},["b","c"]]
const { a, ...rest } = { a: 1, b: 2, c: 3 };
return [a, rest, Object.keys(rest)];
