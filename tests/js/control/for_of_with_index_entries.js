// expect: ["0:x","1:y"]
const out = [];
for (const [i, v] of ["x", "y"].entries()) out.push(i + ":" + v);
return out;
