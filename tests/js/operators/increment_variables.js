// expect: [5,6,7,7,5,5]
let a = 5;
const r1 = a++;
const r2 = a;
const r3 = ++a;
const r4 = a--;
const r5 = --a;
return [r1, r2, r3, r4, r5, a];
