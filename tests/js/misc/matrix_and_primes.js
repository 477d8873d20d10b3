// expect: [[2,3,5,7,11,13,17,19,23,29],[[19,22],[43,50]]]
const primes = [];
for (let n = 2; primes.length < 10; n++) {
  if (primes.every(p => n % p !== 0)) primes.push(n);
}
const a = [[1, 2], [3, 4]];
const b = [[5, 6], [7, 8]];
const mul = a.map((row, i) => b[0].map((_, j) => row.reduce((s, v, k) => s + v * b[k][j], 0)));
return [primes, mul];
