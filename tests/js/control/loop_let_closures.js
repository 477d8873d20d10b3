// expect: [[0,100,200],["a","b"]]
const fs = [];
for (let i = 0; i < 3; i++) {
  fs.push(() => i * 100);
}
const gs = [];
for (const k in { a: 1, b: 2 }) gs.push(() => k);
return [fs.map(f => f()), gs.map(g => g())];
