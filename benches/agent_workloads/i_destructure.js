(function () {
  const rows = [];
  for (let i = 0; i < 200000; i++) rows.push({ id: i, name: "n" + (i % 100), pos: [i % 7, i % 11], meta: { a: i & 3, b: i & 5 } });
  let acc = 0;
  for (const { id, pos: [x, y], meta: { a, ...rest } } of rows) {
    acc = (acc + id + x * y + a + rest.b) | 0;
  }
  const swapped = rows.slice(0, 50000).map(({ id, ...others }) => ({ ...others, key: id }));
  return acc + ":" + swapped.length + ":" + swapped[49999].key + ":" + Object.keys(swapped[0]).join(",");
})();
