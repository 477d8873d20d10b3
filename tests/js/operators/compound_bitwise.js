// expect: [8,9,6,48,24,15]
let a = 0b1100;
a &= 0b1010; const r1 = a;
a |= 0b0001; const r2 = a;
a ^= 0b1111; const r3 = a;
a <<= 3; const r4 = a;
a >>= 1; const r5 = a;
let b = -8;
b >>>= 28;
return [r1, r2, r3, r4, r5, b];
