// expect: "ab1null2,3"
let s = "a";
s += "b";
s += 1;
s += null;
s += [2, 3];
return s;
