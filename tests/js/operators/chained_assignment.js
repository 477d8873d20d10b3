// expect: [3,3,3,{"y":"same","x":"same"}]
let a, b, c;
a = b = c = 3;
const o = {};
o.x = o.y = "same";
return [a, b, c, o];
