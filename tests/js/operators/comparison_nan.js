// expect: [false,false,false,false,false,false,true,false,false]
const n = NaN;
return [n < 1, n > 1, n <= n, n >= n, n == n, n === n, n != n, "x" < 1, "x" >= 1];
