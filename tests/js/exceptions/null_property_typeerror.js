// expect: ["TypeError","Cannot read properties of null (reading 'x')",true]
try {
  const o = null;
  return o.x;
} catch (e) {
  return [e.name, e.message, e instanceof TypeError];
}
