// expect: ["t1","t2","adopt","t3","t4"]
const log = [];
const p1 = new Promise((r) => r(Promise.resolve(1))).then(() => log.push("adopt"));
Promise.resolve().then(() => log.push("t1")).then(() => log.push("t2")).then(() => log.push("t3")).then(() => log.push("t4"));
await Promise.all([p1]);
await null; await null; await null;
return log;
