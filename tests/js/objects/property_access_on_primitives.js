// expect: [true,"number","true",null,null]
const n = 5;
const s = "str";
const b = true;
return [n.constructor === Number, typeof s.length, b.toString(), s.missing, n.foo];
