// expect: [2,true,true]
const inner = { v: 1 };
const a = { inner };
const b = { ...a };
b.inner.v = 2;
b.extra = true;
return [a.inner.v, a.extra === undefined, b.inner === a.inner];
