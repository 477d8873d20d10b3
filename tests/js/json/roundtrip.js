// expect: [true,{"list":[1,"two",null,true,{"deep":[[]]}],"s":"é","n":-0.5}]
const data = { list: [1, "two", null, true, { deep: [[]] }], s: "é", n: -0.5 };
const back = JSON.parse(JSON.stringify(data));
return [JSON.stringify(back) === JSON.stringify(data), back];
