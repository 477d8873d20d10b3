// expect: [1,2,3,4]
const log = [];
async function f() {
  log.push(1);
  await 0;
  log.push(3);
}
f();
log.push(2);
await null;
await null;
log.push(4);
return log;
