// expect: [1,true,"undefined"]
function f(a, b) { return [a, b === undefined, typeof b]; }
return f(1);
