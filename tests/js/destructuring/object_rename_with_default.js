// expect: ["anon",30]
const { name: n = "anon", age: years = 0 } = { age: 30 };
return [n, years];
