// expect: [4,0,[1,2,3],true]
const arr = [2, 3];
const r1 = arr.unshift(0, 1);
const r2 = arr.shift();
return [r1, r2, arr, [].shift() === undefined];
