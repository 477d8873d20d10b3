// expect: [true,3,false,true,[2,null,6]]
const arr = [1, 2, 3];
const r = delete arr[1];
return [r, arr.length, 1 in arr, arr[1] === undefined, arr.map(x => x * 2)];
