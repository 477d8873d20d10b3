// expect: [3,3,3]
const fns = [];
for (var i = 0; i < 3; i++) {
  fns.push(() => i);
}
return fns.map(f => f());
