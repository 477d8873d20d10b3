// expect: [[3,1,2],[1,2,3],[1,2,3]]
const a = [3, 1, 2];
const sorted = a.slice().sort();
const b = [3, 1, 2];
b.sort();
return [a, sorted, b];
