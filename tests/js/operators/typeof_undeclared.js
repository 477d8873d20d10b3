// expect: ["undefined",true,"string"]
let r = typeof someUndeclaredThing;
let r2 = typeof someUndeclaredThing === "undefined";
return [r, r2, typeof typeof 1];
