// expect: ["TypeError","wrapped: bad type",true]
function risky() { throw new TypeError("bad type"); }
function wrapper() {
  try {
    risky();
  } catch (e) {
    e.message = "wrapped: " + e.message;
    throw e;
  }
}
try {
  wrapper();
} catch (e) {
  return [e.name, e.message, e instanceof TypeError];
}
