// expect: ["A",0,null]
let a = 1;
let b = 0;
let c = null;
a &&= "A";
b &&= "B";
c &&= "C";
return [a, b, c];
