// expect: [[1,2,3],[0,9,null],["x","y","z"]]
function f(a, b, c) { return [a, b, c]; }
const args = [1, 2, 3];
return [f(...args), f(0, ...[9]), f(..."xyz")];
