// expect: [{"0":"zero","1":"one","dyn":1,"dyn2":2,"t2":3},2]
const k = "dyn";
let i = 0;
const o = { [k]: 1, [k + "2"]: 2, [`t${1 + 1}`]: 3, [i++]: "zero", [i++]: "one" };
return [o, i];
