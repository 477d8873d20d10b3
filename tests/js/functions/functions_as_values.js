// expect: [5,-1,11,12]
const ops = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
};
function apply(f, a, b) { return f(a, b); }
const compose = (f, g) => x => f(g(x));
const inc = x => x + 1;
const dbl = x => x * 2;
return [apply(ops.add, 2, 3), apply(ops.sub, 2, 3), compose(inc, dbl)(5), compose(dbl, inc)(5)];
