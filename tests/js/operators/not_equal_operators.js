// expect: [false,true,false,true,true,true,false,true]
return [1 != "1", 1 !== "1", null != undefined, null !== undefined, "a" != "b", NaN !== NaN, 0 != false, 0 !== false];
