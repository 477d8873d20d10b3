// expect: ["mon: click=5, view=7","tue: click=1, view=10"]
const events = [
  { day: "mon", type: "click", n: 3 }, { day: "tue", type: "view", n: 10 },
  { day: "mon", type: "view", n: 7 }, { day: "mon", type: "click", n: 2 },
  { day: "tue", type: "click", n: 1 },
];
const grouped = {};
for (const { day, type, n } of events) {
  grouped[day] ??= {};
  grouped[day][type] = (grouped[day][type] ?? 0) + n;
}
const report = Object.entries(grouped).map(([day, types]) => {
  const parts = Object.entries(types).sort(([a], [b]) => (a < b ? -1 : 1)).map(([t, n]) => `${t}=${n}`);
  return `${day}: ${parts.join(", ")}`;
});
return report;
