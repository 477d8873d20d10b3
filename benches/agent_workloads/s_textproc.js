(function () {
  const lines = [];
  for (let i = 0; i < 5000; i++) {
    lines.push(" " + ["alpha", "Beta", "gamma", "DELTA"][i % 4] + "," + i + "," + (i * 3.5) + ", note " + (i % 13) + " ");
  }
  const csv = lines.join("\n");
  let total = 0;
  for (let r = 0; r < 8; r++) {
    const counts = {};
    const words = new Map();
    for (const line of csv.split("\n")) {
      const [name, id, value, note] = line.trim().split(",");
      const key = name.toLowerCase();
      counts[key] = (counts[key] || 0) + Number(value);
      if (note.includes("1")) total += id.length;
      if (line.startsWith(" a") || line.endsWith("2 ")) total++;
      for (const w of note.trim().split(" ")) words.set(w, (words.get(w) ?? 0) + 1);
      total += line.indexOf("note") + line.slice(2, 6).length;
    }
    total += Object.keys(counts).length + words.size;
    total += csv.replaceAll("note", "n").length + csv.toUpperCase().length;
  }
  return total;
})();
