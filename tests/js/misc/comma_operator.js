// expect: [3,5,10]
let x = (1, 2, 3);
let y = 0;
const z = (y += 5, y * 2);
return [x, y, z];
