(function () {
  const users = [];
  for (let i = 0; i < 50000; i++) users.push({ id: i, age: 18 + (i % 60), team: "t" + (i % 37), active: i % 3 !== 0, score: (i * 7919) % 1000 });
  let total = 0;
  for (let r = 0; r < 10; r++) {
    const adults = users.filter((u) => u.active && u.age >= 30);
    const scores = adults.map((u) => u.score * 2 + r);
    total += scores.reduce((a, b) => a + b, 0);
    total += users.some((u) => u.score === 999 + r) ? 1 : 0;
    total += users.every((u) => u.age < 100) ? 1 : 0;
    const f = users.find((u) => u.team === "t36" && u.score > 900);
    total += f ? f.id : -1;
    total += users.findIndex((u) => u.id === 40000 + r);
  }
  const byTeam = {};
  users.forEach((u) => { (byTeam[u.team] ||= []).push(u.id); });
  const top = Object.entries(byTeam).map(([t, ids]) => [t, ids.length]).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return total + ":" + top.slice(0, 3).map((p) => p.join("=")).join(";");
})();
