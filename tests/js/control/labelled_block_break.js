// expect: ["a","c"]
const log = [];
block: {
  log.push("a");
  if (log.length > 0) break block;
  log.push("b");
}
log.push("c");
return log;
