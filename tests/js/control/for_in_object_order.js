// expect: ["1","2","10","b","a","-1","01"]
const o = { b: 1, 2: "x", a: 2, 1: "y", "10": "z", "-1": "n", "01": "o" };
const keys = [];
for (const k in o) keys.push(k);
return keys;
