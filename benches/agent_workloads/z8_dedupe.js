(function () {
  // Merging two tool results: dedupe by key, set algebra with filter/has, includes, Object.assign.
  const a = [], b = [];
  for (let i = 0; i < 8000; i++) {
    a.push({ key: "k" + ((i * 17) % 6000), v: i });
    b.push({ key: "k" + ((i * 29) % 7000), w: i % 50 });
  }
  let acc = 0;
  for (let r = 0; r < 5; r++) {
    const byKey = new Map();
    for (const x of a) byKey.set(x.key, Object.assign(byKey.get(x.key) || {}, x));
    for (const y of b) byKey.set(y.key, { ...byKey.get(y.key), ...y });
    const ka = new Set(a.map((x) => x.key));
    const kb = new Set(b.map((y) => y.key));
    const both = [...ka].filter((k) => kb.has(k));
    const onlyA = [...ka].filter((k) => !kb.has(k));
    const uniq = [...new Set(a.map((x) => x.v % 500))];
    const small = uniq.slice(0, 200);
    let hits = 0;
    for (let i = 0; i < 2000; i++) if (small.includes(i % 400)) hits++;
    const merged = Object.fromEntries([...byKey].slice(0, 300).map(([k, v]) => [k, (v.v ?? 0) + (v.w ?? 0)]));
    acc += byKey.size + both.length + onlyA.length + hits + Object.values(merged).reduce((s, x) => s + x, 0);
  }
  return acc;
})();
