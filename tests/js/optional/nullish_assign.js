// expect: [0,6,7]
let a = 0;
let b = null;
let c;
a ??= 5;
b ??= 6;
c ??= 7;
return [a, b, c];
