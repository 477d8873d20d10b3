// expect: ["ReferenceError","Cannot access 'x' before initialization"]
try {
  x;
  let x = 1;
  return "no error";
} catch (e) {
  return [e.name, e.message];
}
