// expect: ["TypeError","o.f is not a function"]
const o = {};
try {
  o.f();
  return "no error";
} catch (e) {
  return [e.name, e.message];
}
