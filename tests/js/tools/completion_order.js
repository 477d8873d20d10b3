// expect: ["fast","mid","slow"]
const order = [];
await Promise.all([
  tools.t.slow({}).then(() => order.push("slow")),
  tools.t.mid({}).then(() => order.push("mid")),
  tools.t.fast({}).then(() => order.push("fast")),
]);
return order;
