// expect: {"a":1}
const r = { ...null, ...undefined, a: 1, ...{} };
return r;
