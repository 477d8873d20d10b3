// expect: ["1,2,3",",,1","[object Object]","",","]
const nested = [1, [2, [3]]];
const withNull = [null, undefined, 1];
return [nested + "", withNull + "", [{}] + "", "" + [,], String([[], []])];
