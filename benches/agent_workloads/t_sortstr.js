(function () {
  const names = [];
  let seed = 7;
  for (let i = 0; i < 4000; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    names.push({ name: "n" + (seed % 100000).toString(36) + (i % 7 ? "x" : "Y"), score: seed % 1000 });
  }
  let acc = 0;
  for (let r = 0; r < 5; r++) {
    const a = names.slice().sort((x, y) => x.name.localeCompare(y.name));
    const b = names.map((x) => x.name).sort();
    const c = names.slice().sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
    const d = names.toSorted((x, y) => y.score - x.score || x.name.localeCompare(y.name));
    acc += a[0].name.length + b[b.length - 1].length + c[10].score + d[0].score;
  }
  return acc;
})();
