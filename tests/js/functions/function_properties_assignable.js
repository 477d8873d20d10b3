// expect: 3
function f() { return f.count; }
f.count = 3;
return f();
