// expect: ["sync","tool","micro1","fail","micro2","after"]
// A tool that answers on its first poll settles before the call returns (like an async
// function that returns without awaiting): its reactions queue ahead of later microtasks.
const order = [];
const p = tools.t.echo({}).then(() => order.push("tool"));
Promise.resolve().then(() => order.push("micro1")).then(() => order.push("micro2"));
const f = tools.t.fail({}).catch(() => order.push("fail"));
order.push("sync");
await p;
await f;
await null;
order.push("after");
return order;
