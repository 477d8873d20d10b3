// expect: "x=1;y=2;z=3;"
const obj = { x: 1, y: 2, z: 3 };
let s = "";
for (const [key, value] of Object.entries(obj)) s += key + "=" + value + ";";
return s;
