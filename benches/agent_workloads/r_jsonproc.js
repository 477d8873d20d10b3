(function () {
  const issues = [];
  for (let i = 0; i < 3000; i++) {
    issues.push({
      id: i, title: "Issue number " + i, state: i % 3 ? "open" : "closed",
      labels: i % 5 ? [{ name: "bug" }, { name: "p" + (i % 4) }] : [],
      user: { login: "user" + (i % 37), site_admin: i % 11 === 0 },
      comments: (i * 7) % 23, created_at: "2026-0" + (1 + i % 9) + "-1" + (i % 10) + "T10:00:00Z",
      body: i % 7 ? "Some text about the problem " + i : null,
    });
  }
  const text = JSON.stringify(issues);
  let out = 0;
  for (let r = 0; r < 10; r++) {
    const data = JSON.parse(text);
    const open = data.filter((x) => x.state === "open" && x.labels.some((l) => l.name === "bug"));
    const byUser = {};
    for (const x of open) (byUser[x.user.login] ??= []).push(x.id);
    const top = Object.entries(byUser).map(([u, ids]) => ({ u, n: ids.length }))
      .sort((a, b) => b.n - a.n || (a.u < b.u ? -1 : 1)).slice(0, 5);
    const summary = open.map(({ id, title, comments, body }) => ({ id, title, comments, short: body?.slice(0, 10) ?? "" }));
    out += JSON.stringify({ top, count: summary.length, first: summary.slice(0, 3) }).length;
    out += data.reduce((s, x) => s + (x.user?.site_admin ? x.comments : 0), 0);
  }
  return out;
})();
