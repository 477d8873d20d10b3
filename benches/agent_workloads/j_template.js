(function () {
  const words = ["alpha", "Beta", "gamma", "DELTA", "epsilon", "zeta", "Eta", "theta"];
  let out = 0, hits = 0;
  for (let i = 0; i < 100000; i++) {
    const w = words[i % 8];
    const s = `${w.toUpperCase()}-${String(i).padStart(6, "0")}:${w.slice(1, 3)} `.trim();
    if (s.includes("ET") || s.startsWith("ALPHA")) hits++;
    out += s.length + s.indexOf(":") + s.toLowerCase().charCodeAt(2);
  }
  return out + "/" + hits;
})();
