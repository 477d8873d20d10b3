// expect: "inside"
function f() {
  if (true) {
    var inner = "inside";
  }
  return inner;
}
return f();
