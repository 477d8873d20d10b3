// expect: ["12","21","1,2","[object Object]",1,"NaN",2,"true1","","[object Object]",1,"aundefined","nullx"]
return [1 + "2", "2" + 1, [1, 2] + "", ({}) + "", null + 1, String(undefined + 1), true + 1, true + "1", [] + [], [] + {}, 1 + null, "a" + undefined, null + "x"];
