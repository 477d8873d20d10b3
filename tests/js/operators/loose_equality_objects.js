// expect: [true,false,true,true,true,true,true,true]
const o = {};
const a = [1, 2];
return [o == o, o == {}, a == "1,2", [] == "", [] == 0, [0] == false, [1] == 1, o == "[object Object]"];
