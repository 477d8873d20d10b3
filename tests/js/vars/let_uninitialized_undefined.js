// expect: [true,true,"undefined","undefined"]
let x;
var y;
return [x === undefined, y === undefined, typeof x, typeof y];
