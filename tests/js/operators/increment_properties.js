// expect: [1,3,3,1,1]
const o = { n: 1 };
const r1 = o.n++;
const r2 = ++o.n;
const r3 = o["n"]--;
const r4 = --o["n"];
return [r1, r2, r3, r4, o.n];
