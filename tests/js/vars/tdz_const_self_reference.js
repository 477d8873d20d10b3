// expect: ["ReferenceError","Cannot access 'q' before initialization"]
try {
  const q = q + 1;
  return q;
} catch (e) {
  return [e.name, e.message];
}
