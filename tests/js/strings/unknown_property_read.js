// expect: [true,"undefined",3,"none"]
const s = "abc";
return [s.foo === undefined, typeof s.foo, s.length, s.bar?.baz ?? "none"];
