(function () {
  // Dependency graph from a tool's records: BFS with a queue, topological sort, memoised depth.
  const n = 3000;
  const edges = [];
  for (let i = 1; i < n; i++) {
    edges.push({ from: `pkg-${(i * 7919) % i}`, to: `pkg-${i}` });
    if (i > 3) edges.push({ from: `pkg-${(i * 31) % (i - 2)}`, to: `pkg-${i}` });
  }
  let acc = 0;
  for (let r = 0; r < 6; r++) {
    const adj = {};
    const indeg = {};
    for (const { from, to } of edges) {
      (adj[from] ||= []).push(to);
      indeg[to] = (indeg[to] || 0) + 1;
      indeg[from] ??= 0;
    }
    const queue = Object.keys(indeg).filter((k) => indeg[k] === 0);
    const order = [];
    while (queue.length > 0) {
      const k = queue.shift();
      order.push(k);
      for (const m of adj[k] || []) if (--indeg[m] === 0) queue.push(m);
    }
    const depth = new Map();
    const d = (k) => {
      if (depth.has(k)) return depth.get(k);
      let best = 0;
      for (const m of adj[k] || []) best = Math.max(best, d(m) + 1);
      depth.set(k, best);
      return best;
    };
    acc += order.length + d("pkg-0") + order.indexOf("pkg-77");
    const seen = new Set(["pkg-0"]);
    const q2 = ["pkg-0"];
    let head = 0;
    while (head < q2.length) {
      const k = q2[head++];
      for (const m of adj[k] || []) if (!seen.has(m)) { seen.add(m); q2.push(m); }
    }
    acc += seen.size;
  }
  return acc;
})();
