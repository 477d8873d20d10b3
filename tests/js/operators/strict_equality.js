// expect: [true,false,true,true,true,true,false,true,false]
const o = { a: 1 };
return [1 === 1, 1 === "1", "a" === "a", null === null, undefined === undefined, o === o, o === { a: 1 }, 0 === -0, [1] === [1]];
