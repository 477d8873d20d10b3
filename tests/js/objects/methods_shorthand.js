// expect: 14
const calc = {
  total: 0,
  add(n) { this.total += n; return this; },
  double() { this.total *= 2; return this; },
};
calc.add(3).add(4).double();
return calc.total;
