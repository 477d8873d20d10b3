// expect: "TypeError"
try {
  const { a } = null;
  return a;
} catch (e) {
  return e.name;
}
