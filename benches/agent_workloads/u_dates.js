(function () {
  let acc = 0;
  const base = Date.UTC(2026, 0, 1);
  const isos = [];
  for (let i = 0; i < 5000; i++) isos.push(new Date(base + i * 3600 * 1000 * 7).toISOString());
  for (let r = 0; r < 4; r++) {
    for (const s of isos) {
      const d = new Date(s);
      acc += d.getUTCDay() + d.getUTCHours() + d.getUTCMonth();
      const next = new Date(d.getTime() + 86400000);
      if (next.toISOString().slice(0, 10) > s.slice(0, 10)) acc++;
      acc += Date.parse(s) % 7;
    }
    const byMonth = {};
    for (const s of isos) byMonth[s.slice(0, 7)] = (byMonth[s.slice(0, 7)] || 0) + 1;
    acc += Object.keys(byMonth).length;
  }
  return acc;
})();
