// expect: ["TypeError","Cannot read properties of undefined (reading 'x')"]
let u;
try {
  return u.x;
} catch (e) {
  return [e.name, e.message];
}
