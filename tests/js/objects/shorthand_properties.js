// expect: {"name":"ann","age":30,"active":true}
const name = "ann";
const age = 30;
const o = { name, age, active: true };
return o;
