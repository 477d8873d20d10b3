// expect: ["42","string","","null",true]
const e1 = new Error(42);
const e2 = new Error(undefined);
const e3 = new Error(null);
return [e1.message, typeof e1.message, e2.message, e3.message, "message" in e2];
