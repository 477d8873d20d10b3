// expect: [0,1,55,6765]
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
return [fib(0), fib(1), fib(10), fib(20)];
