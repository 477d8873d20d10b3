// expect: [11,"caught 2"]
const a = await Promise.resolve(10).then(async (v) => { await null; return v + 1; });
const b = await Promise.resolve(1).then(async (v) => { await null; throw v + 1; }).catch((e) => "caught " + e);
return [a, b];
