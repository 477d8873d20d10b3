// expect: [1,4,9]
const fns = [];
for (const { n } of [{ n: 1 }, { n: 2 }, { n: 3 }]) fns.push(() => n * n);
return fns.map(f => f());
