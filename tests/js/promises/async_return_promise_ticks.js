// expect: ["f start","sync","f after await","a","b","c","f done","d","e"]
const log = [];
async function f() { log.push("f start"); await null; log.push("f after await"); return Promise.resolve("x"); }
const pf = f().then(() => log.push("f done"));
Promise.resolve().then(() => log.push("a")).then(() => log.push("b")).then(() => log.push("c")).then(() => log.push("d")).then(() => log.push("e"));
log.push("sync");
await pf;
for (let i = 0; i < 6; i++) await null;
return log;
