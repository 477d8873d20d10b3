// expect: [true,"function"]
const r = console.log("x");
return [r === undefined, typeof console.log];
