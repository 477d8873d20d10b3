// expect: ["2024-02-01T12:00:00.000Z","2023-12-31T12:00:00.000Z","2024-03-02T12:00:00.000Z","2025-03-03T12:00:00.000Z",5]
function addDays(d, n) { const r = new Date(d); r.setUTCDate(r.getUTCDate() + n); return r; }
function addMonths(d, n) { const r = new Date(d); r.setUTCMonth(r.getUTCMonth() + n); return r; }
const d = new Date("2024-01-31T12:00:00Z");
return [addDays(d, 1).toISOString(), addDays(d, -31).toISOString(), addMonths(d, 1).toISOString(), addMonths(d, 13).toISOString(), addDays(d, 366).getUTCDay()];
