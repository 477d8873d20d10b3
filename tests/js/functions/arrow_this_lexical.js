// expect: [10,20,30]
const o = {
  items: [1, 2, 3],
  factor: 10,
  scaled() {
    return this.items.map(x => x * this.factor);
  },
};
return o.scaled();
