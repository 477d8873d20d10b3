// expect: [0,10,5,5,2]
const clamp = (x, lo, hi) => Math.min(hi, Math.max(lo, x));
const xs = [2, 4, 4, 4, 5, 5, 7, 9];
const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / xs.length);
return [clamp(-5, 0, 10), clamp(15, 0, 10), clamp(5, 0, 10), mean, sd];
