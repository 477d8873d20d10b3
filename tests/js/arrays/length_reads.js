// expect: [3,0,1,1,"[1]",7,0,3,2]
const a = [1, 2, 3];
a.extra = 1;
const r = [a.length, [].length, a.extra];
a.length = 1;
r.push(a.length, JSON.stringify(a));
const o = { length: 7 };
r.push(o.length, Array.prototype.length, "xyz".length);
const sub = Object.create([5, 6]);
r.push(sub.length);
return r;
