// expect: [true,true,false,true,true,true]
const arr = [];
const obj = {};
const fn = () => 1;
return [arr instanceof Array, arr instanceof Object, obj instanceof Array, obj instanceof Object, fn instanceof Function, new Error("x") instanceof Error];
