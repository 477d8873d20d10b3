// expect: "TypeError"
function f({ a }) { return a; }
try {
  return f();
} catch (e) {
  return e.name;
}
