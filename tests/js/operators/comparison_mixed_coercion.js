// expect: [false,true,false,true,true,false,true,true,true]
return ["10" < 9, "10" > 9, "abc" < 1, null < 1, null >= 0, undefined < 1, true > 0, [2] > 1, "5" >= 5];
