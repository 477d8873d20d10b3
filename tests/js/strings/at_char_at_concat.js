// expect: ["a","c",true,"","abcd1null",""]
const s = "abc";
return [s.at(0), s.at(-1), s.at(3) === undefined, s.charAt(-1), s.concat("d", 1, null), "".concat()];
