// expect: [["0","string","a"],["1","string","b"],["2","string","c"]]
const arr = ["a", "b", "c"];
const out = [];
for (const i in arr) out.push([i, typeof i, arr[i]]);
return out;
