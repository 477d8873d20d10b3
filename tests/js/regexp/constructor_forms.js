// expect: [true,false,"g","i",true,false,"object",true,"xy"]
const a = new RegExp("ab+c", "i"), b = RegExp("ab+c"), c = new RegExp(/xy/g), d = new RegExp(/xy/g, "i"), e = RegExp(a);
return [a.test("ABBC"), b.test("ABBC"), c.flags, d.flags, e === a, new RegExp(a) === a, typeof a, a instanceof RegExp, c.source];
