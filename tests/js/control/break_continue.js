// expect: [[1,3,5,7],4]
const out = [];
for (let i = 0; i < 10; i++) {
  if (i % 2 === 0) continue;
  if (i > 7) break;
  out.push(i);
}
let k = 0;
while (true) { k++; if (k >= 4) break; }
return [out, k];
