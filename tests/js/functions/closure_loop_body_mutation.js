// expect: [[0,1,2],[0,10,20]]
const fns = [];
for (let i = 0; i < 3; i++) {
  fns.push(() => i);
  i += 0;
}
let j = 0;
const gs = [];
while (j < 3) {
  const k = j;
  gs.push(() => k * 10);
  j++;
}
return [fns.map(f => f()), gs.map(g => g())];
