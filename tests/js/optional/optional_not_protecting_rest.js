// expect: ["TypeError","Cannot read properties of undefined (reading 'b')"]
const o = { a: undefined };
try {
  return o.a.b?.c;
} catch (e) {
  return [e.name, e.message];
}
