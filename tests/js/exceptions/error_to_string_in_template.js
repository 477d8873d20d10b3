// expect: "TypeError: oops|TypeError: oops"
try {
  throw new TypeError("oops");
} catch (e) {
  return `${e}|${e.name}: ${e.message}`;
}
