// expect: [1,2,"t3"]
const thenable = { then(resolve) { resolve(1); } };
const a = await thenable;
const b = await Promise.resolve({ then(r) { r(2); } });
const c = await new Promise((r) => r({ then(res) { res("t3"); } }));
return [a, b, c];
