// expect: [1,"B","C"]
let a = 1;
let b = 0;
let c = "";
a ||= "A";
b ||= "B";
c ||= "C";
return [a, b, c];
