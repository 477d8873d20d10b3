// expect: [3,"caught boom","finally ran",{"x":1}]
const log = [];
const a = await tools.t.echo({ n: 1 }).then((r) => r.n + 1).then((n) => n + 1);
const b = await tools.t.fail({}).then(() => "no").catch((e) => "caught " + e.message);
const c = await tools.t.fast({ x: 1 }).finally(() => log.push("finally ran"));
return [a, b, log[0], c];
