// expect: "TypeError"
let u;
try {
  u.x = 1;
  return "no error";
} catch (e) {
  return e.name;
}
