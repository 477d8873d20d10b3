// expect: 3
let total = 0;
for (let i = 0; i < 3; i++) {
  console.log(`iteration ${i}`);
  total += i;
}
return total;
