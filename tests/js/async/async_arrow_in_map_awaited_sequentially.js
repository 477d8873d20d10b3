// expect: [1,4,9]
const fns = [1, 2, 3].map(x => async () => x * x);
const out = [];
for (const fn of fns) out.push(await fn());
return out;
