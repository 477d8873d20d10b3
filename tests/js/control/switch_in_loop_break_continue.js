// expect: ["d0",0,"d2",2,3,"d4",4]
const out = [];
for (let i = 0; i < 5; i++) {
  switch (i) {
    case 1: continue;
    case 3: break;
    default: out.push("d" + i);
  }
  out.push(i);
}
return out;
