// expect: [1,2,100,2]
let calls = 0;
function next() { calls++; return calls; }
function f(x = next()) { return x; }
return [f(), f(), f(100), calls];
