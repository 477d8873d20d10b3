// expect: [[1,2],4,false,"[1,2,null,null]"]
const arr = [1, 2, 3, 4, 5];
arr.length = 2;
const r1 = arr.slice();
arr.length = 4;
return [r1, arr.length, 3 in arr, JSON.stringify(arr)];
