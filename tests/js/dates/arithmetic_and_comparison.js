// expect: [60,true,false,1704067200000,"2024-01-08T00:00:00.000Z",true,[0,2]]
const a = new Date("2024-01-01T00:00:00Z"), b = new Date("2024-03-01T00:00:00Z");
const days = (b - a) / 86400000;
const later = new Date(a.getTime() + 7 * 86400000);
return [days, a < b, a > b, +a, later.toISOString(), Math.max(a, b) === b.getTime(), [b, a].sort((x, y) => x - y).map((d) => d.getUTCMonth())];
