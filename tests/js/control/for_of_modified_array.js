// expect: [1,2,3,4]
const arr = [1, 2, 3];
const seen = [];
for (const x of arr) {
  seen.push(x);
  if (x === 1) arr.push(4);
}
return seen;
