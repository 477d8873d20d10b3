// expect: ["NaN",2]
const o = {};
o.count++;
const c = {};
c.n = (c.n || 0) + 1;
c.n++;
return [String(o.count), c.n];
