// expect: ["catch a","finally a","ReferenceError"]
const log = [];
try {
  try {
    throw new Error("a");
  } catch (e) {
    log.push("catch a");
    undefinedThing;
  } finally {
    log.push("finally a");
  }
} catch (e2) {
  log.push(e2.name);
}
return log;
