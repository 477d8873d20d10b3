// expect: [true,"Cannot read properties of null (reading 'x')"]
async function f() { null.x; }
try {
  await f();
} catch (e) {
  return [e instanceof TypeError, e.message];
}
