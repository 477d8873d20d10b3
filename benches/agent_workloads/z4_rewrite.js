(function () {
  // Text rewriting: replace with function replacers and named groups, split by RegExp, replaceAll.
  const parts = [];
  for (let i = 0; i < 2000; i++) {
    parts.push(`User ${i} <user${i}@example.com> paid $${(i * 13) % 500}.${i % 100} on 2026-${1 + (i % 12)}-${1 + (i % 28)}`);
  }
  const text = parts.join("; ");
  let acc = 0;
  let last = "";
  for (let r = 0; r < 5; r++) {
    const masked = text.replace(/<([^@>]+)@([^>]+)>/g, (m, user, host) => `<${user[0]}***@${host}>`);
    const dated = masked.replace(/(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})/g,
      (...a) => { const g = a[a.length - 1]; return `${g.d.padStart(2, "0")}/${g.m.padStart(2, "0")}/${g.y}`; });
    const sums = dated.split(/;\s*/).map((s) => {
      const m = /\$(\d+)\.(\d+)/.exec(s);
      return m ? Number(m[1]) + Number(m[2]) / 100 : 0;
    });
    acc += Math.round(sums.reduce((a, b) => a + b, 0));
    last = dated.replaceAll("User", "U").replace(/\s+/g, " ").slice(0, 120);
    acc += (dated.match(/\d{2}\/\d{2}\/2026/g) || []).length;
  }
  return JSON.stringify({ acc, last });
})();
