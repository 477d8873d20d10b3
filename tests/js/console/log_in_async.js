// expect: [1,2]
const log = [];
async function step(n) {
  console.log("step", n);
  await null;
  log.push(n);
  return n;
}
await step(1);
await step(2);
return log;
