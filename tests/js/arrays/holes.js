// expect: [3,false,true,true,"[1,null,3]",2]
const arr = [1, , 3];
return [arr.length, 1 in arr, 0 in arr, arr[1] === undefined, JSON.stringify(arr), [, ,].length];
