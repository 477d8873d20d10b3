// expect: {"total":6,"n":3}
const ids = [1, 2, 3];
const calls = ids.map((id) => tools.t.fast({ id }));
const rs = await Promise.all(calls);
return { total: rs.reduce((s, r) => s + r.id, 0), n: rs.length };
