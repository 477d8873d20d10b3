// expect: [10,21,30,[11,21,29],1]
const arr = [10, 20, 30];
let i = 0;
const r1 = arr[i++]++;
const r2 = ++arr[i];
const r3 = arr[2]--;
return [r1, r2, r3, arr, i];
