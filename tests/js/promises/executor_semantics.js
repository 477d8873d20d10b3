// expect: [1,"boom",2,"sync first"]
const log = [];
const a = await new Promise((res, rej) => { res(1); res(2); rej(3); });
let b;
try { await new Promise(() => { throw new Error("boom"); }); } catch (e) { b = e.message; }
const c = await new Promise((res) => { res(2); throw new Error("ignored"); });
const p = new Promise((res) => { log.push("sync first"); res(); });
await p;
return [a, b, c, log[0]];
