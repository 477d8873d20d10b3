// expect: [[0,3,6],[1,4,7],[2,5,8]]
const m = [];
for (let r = 0; r < 3; r++) {
  const row = [];
  for (let c = 0; c < 3; c++) row.push(r * 3 + c);
  m.push(row);
}
const t = m[0].map((_, c) => m.map(row => row[c]));
return t;
