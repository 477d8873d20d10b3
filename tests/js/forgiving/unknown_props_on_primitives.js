// expect: [true,true,true,"undefined","nullish"]
const s = "abc";
const n = 42;
const b = true;
return [s.foo === undefined, n.bar === undefined, b.baz === undefined, typeof s.foo, s.nope?.length ?? "nullish"];
