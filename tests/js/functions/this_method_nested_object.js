// expect: ["outer","inner"]
const o = {
  name: "outer",
  inner: {
    name: "inner",
    who() { return this.name; },
  },
  who() { return this.name; },
};
return [o.who(), o.inner.who()];
