// expect: [{"a":2,"b":3},[1,2]]
const o = { a: 1 };
o.a = 2;
o.b = 3;
const arr = [1];
arr.push(2);
return [o, arr];
