(function () {
  let acc = 0;
  const base = { a: 1, b: "two", c: [1, 2, 3], d: { e: true } };
  for (let i = 0; i < 40000; i++) {
    const o = { ...base, id: i, b: base.b + i };
    const { a, ...rest } = o;
    const arr = [...o.c, i, ...[a, a]];
    const copy = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k.toUpperCase(), v]));
    acc += arr.length + Object.keys(copy).length + (copy.ID & 3) + Object.assign({}, o, { z: 1 }).z;
  }
  return acc;
})();
