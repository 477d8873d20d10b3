// expect: [[1,2,3],[1,5,6],[2,4,0]]
function f(a, b = a * 2, c = a + b) {
  return [a, b, c];
}
return [f(1), f(1, 5), f(2, undefined, 0)];
