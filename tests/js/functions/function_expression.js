// expect: [42,120]
const mul = function (a, b) { return a * b; };
const named = function fact(n) { return n <= 1 ? 1 : n * fact(n - 1); };
return [mul(6, 7), named(5)];
