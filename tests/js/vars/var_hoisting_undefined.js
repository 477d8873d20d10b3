// expect: ["undefined",true,7]
const before = typeof v;
const value = v;
var v = 7;
return [before, value === undefined, v];
