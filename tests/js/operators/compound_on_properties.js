// expect: {"x":10,"list":[-4,8],"y":1}
const o = { x: 2, list: [1, 2] };
o.x += 3;
o["x"] *= 2;
o.list[0] -= 5;
o.list[1] **= 3;
o.y = o.y ?? 0;
o.y += 1;
return o;
