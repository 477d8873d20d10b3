// expect: [{"first":1,"second":3},[2,4]]
const o = {};
const arr = [];
({ x: o.first, y: arr[0] } = { x: 1, y: 2 });
[o.second, arr[1]] = [3, 4];
return [o, arr];
