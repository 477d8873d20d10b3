// expect: [null,null,1577836800000,"2020-01-01T00:00:00.000Z",928195200000]
const d = new Date(NaN);
const a = d.setMonth(3);
const b = d.setHours(1);
const c = d.setFullYear(2020);
return [a, b, c, d.toISOString(), new Date(NaN).setUTCFullYear(1999, 5)];
