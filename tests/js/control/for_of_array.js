// expect: [14,[3,1,4,1,5]]
let sum = 0;
const seen = [];
for (const x of [3, 1, 4, 1, 5]) { sum += x; seen.push(x); }
return [sum, seen];
