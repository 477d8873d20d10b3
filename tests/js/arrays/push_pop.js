// expect: [3,3,true,[1,2]]
const arr = [1];
const r1 = arr.push(2, 3);
const r2 = arr.pop();
const r3 = [].pop();
return [r1, r2, r3 === undefined, arr];
