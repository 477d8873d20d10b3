// expect: [true,3,true,6,false,0,false]
const re = /foo/y;
const a = re.test("foofoo x"); const i1 = re.lastIndex;
const b = re.test("foofoo x"); const i2 = re.lastIndex;
const c = re.test("foofoo x"); const i3 = re.lastIndex;
return [a, i1, b, i2, c, i3, /b/y.test("ab")];
