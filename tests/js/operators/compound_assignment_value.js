// expect: [3,3,6,6]
let a = 1;
const r = (a += 2);
let b = 10;
const r2 = b -= 4;
return [r, a, r2, b];
