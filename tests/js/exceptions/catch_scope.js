// expect: "outer"
let e = "outer";
try {
  throw "inner";
} catch (e) {
  e = e + "!";
}
return e;
