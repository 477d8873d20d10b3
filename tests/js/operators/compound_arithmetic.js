// expect: [15,12,24,6,2,8]
let a = 10;
a += 5; const r1 = a;
a -= 3; const r2 = a;
a *= 2; const r3 = a;
a /= 4; const r4 = a;
a %= 4; const r5 = a;
a **= 3; const r6 = a;
return [r1, r2, r3, r4, r5, r6];
