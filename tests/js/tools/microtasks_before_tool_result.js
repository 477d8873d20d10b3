// expect: ["sync","micro1","micro2","tool"]
const order = [];
const p = tools.t.fast({}).then(() => order.push("tool"));
Promise.resolve().then(() => order.push("micro1")).then(() => order.push("micro2"));
order.push("sync");
await p;
return order;
