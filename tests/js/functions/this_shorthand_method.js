// expect: [42,43,42]
const o = {
  x: 42,
  f() { return this.x; },
  g: function () { return this.x + 1; },
};
return [o.f(), o.g(), o["f"]()];
