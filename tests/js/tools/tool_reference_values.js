// expect: [{"v":1},{"v":2},[{"v":3},{"v":4}]]
const t = tools.t;
const echo = t.echo;
const name = "fast";
const all = await Promise.all([{ v: 3 }, { v: 4 }].map((x) => tools.t[name](x)));
return [await t.echo({ v: 1 }), await echo({ v: 2 }), all];
