// expect: [[3,2,1],[3,2,1],true]
const a = [1, 2, 3];
const r = a.reverse();
return [r, a, r === a];
