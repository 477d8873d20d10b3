// expect: [2,1,"z","x","y"]
let a = 1, b = 2;
[a, b] = [b, a];
let x = "x", y = "y", z = "z";
[x, y, z] = [z, x, y];
return [a, b, x, y, z];
