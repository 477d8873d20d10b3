// expect: "TypeError"
try {
  return "a" in "abc";
} catch (e) {
  return e.name;
}
