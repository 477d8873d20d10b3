// expect: ["2024","01","15",["y","m","d"],"2024"]
const m = "2024-01-15".match(/(?<y>\d{4})-(?<m>\d\d)-(?<d>\d\d)/);
return [m.groups.y, m.groups.m, m.groups.d, Object.keys(m.groups), m[1]];
