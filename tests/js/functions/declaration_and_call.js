// expect: [49,6]
function square(x) { return x * x; }
function sum3(a, b, c) { return a + b + c; }
return [square(7), sum3(1, 2, 3)];
