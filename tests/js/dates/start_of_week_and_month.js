// expect: ["2024-05-01T00:00:00.000Z",31,"2024-05-12T00:00:00.000Z","2024-05-16"]
const d = new Date(Date.UTC(2024, 4, 16, 13, 45));
const startOfMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const endOfMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
const startOfWeek = new Date(d); startOfWeek.setUTCDate(d.getUTCDate() - d.getUTCDay()); startOfWeek.setUTCHours(0, 0, 0, 0);
return [startOfMonth.toISOString(), endOfMonth.getUTCDate(), startOfWeek.toISOString(), d.toISOString().slice(0, 10)];
