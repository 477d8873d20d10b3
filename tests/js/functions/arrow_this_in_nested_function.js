// expect: 5
const o = {
  v: 5,
  make() {
    const get = () => this.v;
    return get;
  },
};
const g = o.make();
return g();
