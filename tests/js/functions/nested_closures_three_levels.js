// expect: [6,"abc"]
function a(x) {
  return function b(y) {
    return function c(z) {
      return x + y + z;
    };
  };
}
return [a(1)(2)(3), a("a")("b")("c")];
