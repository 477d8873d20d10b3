// expect: [5,false,"[1,null,null,null,5]",-1]
const arr = [1];
arr[4] = 5;
return [arr.length, 2 in arr, JSON.stringify(arr), arr.indexOf(undefined)];
