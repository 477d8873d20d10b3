// expect: [3,3]
let count = 0;
const inc = async () => { const before = count; await null; count = before + 1; return count; };
await inc();
await inc();
const r = await inc();
return [r, count];
