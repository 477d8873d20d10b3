// expect: ["1,2,3","1,2","","",",1","1,23"]
return [String([1, [2, 3]]), [1, 2].toString(), String([]), String([null]), String([undefined, 1]), [1, 2] + [3]];
