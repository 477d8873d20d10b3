// expect: [55,[10,7,4,1],3]
let s = 0;
for (let i = 1; i <= 10; i++) s += i;
const out = [];
for (let i = 10; i > 0; i -= 3) out.push(i);
let j = 0;
for (; j < 3;) j++;
return [s, out, j];
