(function () {
  // Sorting numbers and records by comparators, binary search, median and percentiles.
  const xs = [];
  let s = 12345;
  for (let i = 0; i < 60000; i++) { s = (s * 1103515245 + 12345) % 2147483648; xs.push(s % 100000); }
  const sorted = xs.slice().sort((a, b) => a - b);
  const recs = xs.slice(0, 20000).map((v, i) => ({ v, g: v % 7, i }));
  recs.sort((a, b) => a.g - b.g || b.v - a.v || a.i - b.i);
  const bs = (arr, x) => { let lo = 0, hi = arr.length; while (lo < hi) { const mid = (lo + hi) >> 1; if (arr[mid] < x) lo = mid + 1; else hi = mid; } return lo; };
  let acc = 0;
  for (let i = 0; i < 20000; i++) acc += bs(sorted, i * 5);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const desc = xs.toSorted((a, b) => b - a);
  return JSON.stringify({ acc, med: pct(0.5), p90: pct(0.9), first: recs[0], lastRec: recs[recs.length - 1], top: desc.slice(0, 3), min: Math.min(...xs.slice(0, 1000)) });
})();
