// expect: [2,5]
const a = await Promise.resolve(1).then(async (v) => { await null; return v + 1; });
const b = await Promise.resolve(2).finally(() => 9).then((v) => v + 3);
return [a, b];
