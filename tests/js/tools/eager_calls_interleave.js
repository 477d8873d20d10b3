// expect: ["a-made","b-made","b-done","a-done"]
const order = [];
const a = tools.t.slow({}).then(() => order.push("a-done"));
order.push("a-made");
const b = tools.t.fast({}).then(() => order.push("b-done"));
order.push("b-made");
await Promise.all([a, b]);
return order;
