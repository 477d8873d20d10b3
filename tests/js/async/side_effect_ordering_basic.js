// expect: ["a1","sync","a2","end"]
const log = [];
async function a() {
  log.push("a1");
  await null;
  log.push("a2");
}
const p = a();
log.push("sync");
await p;
log.push("end");
return log;
