// expect: [10,3,[10,20]]
let total = 0;
for (let i = 0; i < 5; i++) {
  total += await Promise.resolve(i);
}
let j = 0;
while (j < 3) {
  j = await (j + 1);
}
const arr = [];
for (const x of [1, 2]) arr.push(await x * 10);
return [total, j, arr];
