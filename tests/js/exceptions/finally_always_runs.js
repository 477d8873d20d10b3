// expect: ["try","finally","try2","catch2","finally2"]
const log = [];
try {
  log.push("try");
} catch (e) {
  log.push("catch");
} finally {
  log.push("finally");
}
try {
  log.push("try2");
  throw new Error("x");
} catch (e) {
  log.push("catch2");
} finally {
  log.push("finally2");
}
return log;
