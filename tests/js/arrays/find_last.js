// expect: [8,3,true]
const arr = [1, 5, 2, 8, 3];
return [arr.findLast(x => x > 4), arr.findLastIndex(x => x > 4), arr.findLast(x => x > 100) === undefined];
