// expect: [11,2,5]
let a = 1;
const b = 2;
var c = 3;
a = a + 10;
c += b;
return [a, b, c];
