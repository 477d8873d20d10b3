// expect: [["b","a"],[1,2]]
const order = [];
const a = Promise.resolve().then(() => Promise.resolve()).then(() => { order.push("a"); return 1; });
const b = Promise.resolve().then(() => { order.push("b"); return 2; });
const r = await Promise.all([a, b]);
return [order, r];
