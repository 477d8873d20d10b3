(function () {
  // Edit distance and LCS memoised by string keys, word counts in a plain object.
  const words = [];
  for (let i = 0; i < 400; i++) words.push(("w" + ((i * 2654435761) >>> 0).toString(36)).slice(0, 7));
  const lev = (a, b) => {
    const memo = new Map();
    const go = (i, j) => {
      if (i === a.length) return b.length - j;
      if (j === b.length) return a.length - i;
      const key = `${i},${j}`;
      const hit = memo.get(key);
      if (hit !== undefined) return hit;
      const v = a[i] === b[j] ? go(i + 1, j + 1)
        : 1 + Math.min(go(i + 1, j), go(i, j + 1), go(i + 1, j + 1));
      memo.set(key, v);
      return v;
    };
    return go(0, 0);
  };
  let acc = 0;
  for (let i = 0; i + 1 < words.length; i += 2) acc += lev(words[i], words[i + 1]);
  const counts = {};
  for (let r = 0; r < 50; r++) {
    for (const w of words) {
      const k = w.slice(0, 2);
      counts[k] = (counts[k] || 0) + 1;
    }
  }
  const top = Object.entries(counts).sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, 5);
  return JSON.stringify({ acc, top });
})();
