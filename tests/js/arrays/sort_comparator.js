// expect: [[1,9,10,25,100],[100,25,10,9,1],["a","bb","ccc"],[10,9,1,100,25]]
const nums = [10, 9, 1, 100, 25];
const asc = [...nums].sort((a, b) => a - b);
const desc = [...nums].sort((a, b) => b - a);
const byLen = ["ccc", "a", "bb"].sort((x, y) => x.length - y.length);
return [asc, desc, byLen, nums];
