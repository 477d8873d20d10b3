// expect: [6,11,[101,102,103]]
function adder(n) { return function (x) { return x + n; }; }
const add5 = adder(5);
return [add5(1), adder(10)(1), [1, 2, 3].map(adder(100))];
