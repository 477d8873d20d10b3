// expect: [2,2,3,true,false]
const a = { v: 1 };
const b = a;
b.v = 2;
const c = { ...a };
c.v = 3;
return [a.v, b.v, c.v, a === b, a === c];
