// expect: ["a0","b0","a1","b1","a2"]
const log = [];
async function worker(name, n) {
  for (let i = 0; i < n; i++) {
    log.push(name + i);
    await null;
  }
}
const p1 = worker("a", 3);
const p2 = worker("b", 2);
await p1;
await p2;
return log;
