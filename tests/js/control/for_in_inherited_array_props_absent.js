// expect: ["0","1","extra"]
const arr = [5, 6];
arr.extra = "x";
const keys = [];
for (const k in arr) keys.push(k);
return keys;
