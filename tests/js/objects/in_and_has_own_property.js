// expect: [true,true,false,true,true,true,false,true]
const o = { a: 1, u: undefined };
return ["a" in o, "u" in o, "z" in o, "toString" in o, o.hasOwnProperty("a"), o.hasOwnProperty("u"), o.hasOwnProperty("toString"), Object.hasOwn(o, "a")];
