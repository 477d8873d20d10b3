// expect: [2,4,6,8]
const items = [1, 2, 3, 4];
const out = await Promise.all(items.map(async (i) => {
  const r = await tools.t.fast({ i });
  return r.i * 2;
}));
return out;
