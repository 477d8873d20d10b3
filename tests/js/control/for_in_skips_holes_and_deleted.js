// expect: [["0","2"],["a","c"]]
const arr = [1, , 3];
const o = { a: 1, b: 2, c: 3 };
delete o.b;
const k1 = [];
for (const k in arr) k1.push(k);
const k2 = [];
for (const k in o) k2.push(k);
return [k1, k2];
