// expect: [1,3]
var x = 1;
var x;
var y = 2;
var y = 3;
return [x, y];
