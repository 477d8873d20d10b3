// expect: 1
function f(a) { return a; }
return f(1, 2, 3);
