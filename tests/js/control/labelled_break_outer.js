// expect: [[0,0],[0,1],[0,2],[1,0]]
const out = [];
outer: for (let i = 0; i < 3; i++) {
  for (let j = 0; j < 3; j++) {
    if (i === 1 && j === 1) break outer;
    out.push([i, j]);
  }
}
return out;
