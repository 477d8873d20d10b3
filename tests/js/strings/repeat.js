// expect: ["ababab","","","RangeError"]
let err = null;
try { "x".repeat(-1); } catch (e) { err = e.name; }
return ["ab".repeat(3), "x".repeat(0), "".repeat(5), err];
