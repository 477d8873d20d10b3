// expect: [5,"str",[1,2],null]
const a = await 5;
const b = await "str";
const c = await Promise.resolve([1, 2]);
const d = await null;
return [a, b, c, d];
