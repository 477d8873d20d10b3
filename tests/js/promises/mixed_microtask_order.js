// expect: ["await p","then p","await 1","catch","fin2","finally","after fin2"]
const log = [];
const p = Promise.resolve(1);
(async () => { await p; log.push("await p"); })();
p.then(() => log.push("then p"));
(async () => { await 1; log.push("await 1"); })();
Promise.reject(new Error("x")).catch(() => log.push("catch")).finally(() => log.push("finally"));
Promise.resolve(2).finally(() => log.push("fin2")).then(() => log.push("after fin2"));
for (let i = 0; i < 8; i++) await null;
return log;
