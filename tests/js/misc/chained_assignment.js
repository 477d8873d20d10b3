// expect: [3,10,13,{"p":"shared"},["shared"]]
let a, b, c;
a = b = 3;
c = a + (b = 10);
const o = {};
const arr = [];
o.p = arr[0] = "shared";
return [a, b, c, o, arr];
