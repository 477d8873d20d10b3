(function () {
  const rows = [];
  for (let i = 0; i < 30000; i++) rows.push({ id: i, title: "Issue number " + i, labels: ["bug", i % 2 ? "p1" : "p2"], open: i % 4 !== 0 });
  const md = rows.filter((r) => r.open).map((r) => `| ${r.id} | ${r.title} | ${r.labels.join(", ")} |`).join("\n");
  const csv = rows.map((r) => [r.id, JSON.stringify(r.title), r.open].join(",")).join("\n");
  const parts = csv.split("\n").map((l) => l.split(","));
  return md.length + ":" + csv.length + ":" + parts.length + ":" + parts[123][1];
})();
