// expect: ["caught inner","inner finally","caught outer from catch"]
const log = [];
try {
  try {
    throw new Error("inner");
  } catch (e) {
    log.push("caught " + e.message);
    throw new Error("outer from catch");
  } finally {
    log.push("inner finally");
  }
} catch (e) {
  log.push("caught " + e.message);
}
return log;
