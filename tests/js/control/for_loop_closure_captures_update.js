// expect: [1,3]
const fs = [];
for (let i = 0; i < 3; i++) {
  fs.push(() => i);
  i++;
}
return fs.map(f => f());
