// expect: [[1,10,7,8],[1,2,3,null]]
function f({ a, b = 10 }, [c, d] = [7, 8]) {
  return [a, b, c, d];
}
return [f({ a: 1 }), f({ a: 1, b: 2 }, [3])];
