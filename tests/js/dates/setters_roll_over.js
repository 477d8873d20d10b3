// expect: [1709337600000,"2024-03-02T00:00:00.000Z",1709164800000,"2024-02-29T00:00:00.000Z",1709258522001,"2024-03-01T02:02:02.001Z",1703988122001,"2023-12-31T02:02:02.001Z",1703987942001,"2023-12-31T01:59:02.001Z",1703987970001,1703987970999,"2023-12-31T01:59:30.999Z",86400000,"1970-01-02T00:00:00.000Z"]
const d = new Date(Date.UTC(2024, 0, 31));
const out = [];
out.push(d.setMonth(1), d.toISOString());
out.push(d.setDate(0), d.toISOString());
out.push(d.setHours(25, 61, 61, 1001), d.toISOString());
out.push(d.setFullYear(2023, 11, 31), d.toISOString());
out.push(d.setUTCMinutes(-1), d.toISOString());
out.push(d.setSeconds(30), d.setMilliseconds(999), d.toISOString());
out.push(d.setTime(86400000), d.toISOString());
return out;
