// expect: ["0","1","2"]
const out = [];
for (const i in "hey") out.push(i);
return out;
