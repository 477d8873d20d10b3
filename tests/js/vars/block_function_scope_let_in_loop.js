// expect: [[0,1,4],"undefined","undefined"]
const out = [];
for (let i = 0; i < 3; i++) {
  let sq = i * i;
  out.push(sq);
}
return [out, typeof sq, typeof i];
