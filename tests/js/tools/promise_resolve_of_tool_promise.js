// expect: [true,{"v":1}]
const p = tools.t.fast({ v: 1 });
const q = Promise.resolve(p);
return [p === q, await q];
