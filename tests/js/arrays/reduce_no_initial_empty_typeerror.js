// expect: "TypeError"
try {
  [].reduce((a, b) => a + b);
  return "no error";
} catch (e) {
  return e.name;
}
