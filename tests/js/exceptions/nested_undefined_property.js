// expect: ["TypeError","Cannot read properties of undefined (reading 'c')"]
const data = { a: {} };
try {
  return data.a.b.c;
} catch (e) {
  return [e.name, e.message];
}
