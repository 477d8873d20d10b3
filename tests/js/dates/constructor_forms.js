// expect: [0,"2024-01-15T10:30:45.123Z",1710028800000,true,true,"1999-12-01T00:00:00.000Z","2025-03-07T00:00:00.000Z",null,null]
const a = new Date(0), b = new Date(2024, 0, 15, 10, 30, 45, 123), c = new Date("2024-03-10"), d = new Date(b), e = new Date(99, 11), f = new Date(2024, 13, 35);
return [a.getTime(), b.toISOString(), c.getTime(), d.getTime() === b.getTime(), d !== b, e.toISOString(), f.toISOString(), new Date(8.64e15 + 1).getTime(), new Date(NaN).getTime()];
