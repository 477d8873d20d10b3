// expect: ["outer start","inner start","after call","inner end","outer got v"]
const log = [];
async function inner() {
  log.push("inner start");
  await null;
  log.push("inner end");
  return "v";
}
async function outer() {
  log.push("outer start");
  const v = await inner();
  log.push("outer got " + v);
}
const p = outer();
log.push("after call");
await p;
return log;
