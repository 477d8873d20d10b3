// expect: 1275
async function sumTo(n) {
  if (n === 0) return 0;
  return n + await sumTo(n - 1);
}
return await sumTo(50);
