(function () {
  // A tool's JSON result pretty-printed, parsed back with a reviver, diffed against the original.
  const items = [];
  for (let i = 0; i < 1500; i++) {
    items.push({ id: `id-${i}`, created: `2026-0${1 + (i % 9)}-1${i % 10}T10:00:00Z`, score: i * 1.5, tags: ["x" + (i % 5), "y" + (i % 3)], meta: { ok: i % 2 === 0, n: null } });
  }
  let acc = 0;
  let sample = "";
  for (let r = 0; r < 6; r++) {
    const pretty = JSON.stringify({ items, total: items.length }, null, 2);
    const back = JSON.parse(pretty, (k, v) => (k === "score" ? Math.round(v) : v));
    let diffs = 0;
    for (let i = 0; i < items.length; i++) if (back.items[i].score !== items[i].score) diffs++;
    const compact = JSON.stringify(back.items.slice(0, 50), ["id", "score", "meta", "ok"]);
    acc += pretty.length + diffs + compact.length;
    sample = compact.slice(0, 100);
  }
  return JSON.stringify({ acc, sample });
})();
