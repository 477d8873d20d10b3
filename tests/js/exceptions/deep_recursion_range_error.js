// expect: ["RangeError",true]
function f(n) { return f(n + 1); }
try {
  f(0);
  return "no error";
} catch (e) {
  return [e.name, e instanceof RangeError];
}
