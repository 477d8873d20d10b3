// expect: ["from try",["in try","in finally","after"]]
const log = [];
function f() {
  try {
    log.push("in try");
    return "from try";
  } finally {
    log.push("in finally");
  }
}
const r = f();
log.push("after");
return [r, log];
