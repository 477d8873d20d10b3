// expect: "TypeError"
try {
  const n = 5;
  return [...n];
} catch (e) {
  return e.name;
}
