// expect: [20,2,6,4]
let a = 0;
const r = (a++, a++, a * 10);
let i, j;
for (i = 0, j = 10; i < j; i += 3, j -= 3) {}
return [r, a, i, j];
