// expect: [1,2,20,true,5]
let a = 1, b = a + 1, c = b * 10;
var d, e = 5;
return [a, b, c, d === undefined, e];
