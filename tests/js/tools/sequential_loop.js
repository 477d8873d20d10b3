// expect: [0,1,2,3,4]
const out = [];
for (let i = 0; i < 5; i++) {
  const r = await tools.t.fast({ i });
  out.push(r.i);
}
return out;
