// expect: "ReferenceError"
try {
  typeof z;
  let z = 1;
  return "no error";
} catch (e) {
  return e.name;
}
