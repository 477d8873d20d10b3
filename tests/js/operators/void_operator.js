// expect: [true,"undefined",5,true]
let x = 1;
const r = void (x = 5);
return [r === undefined, typeof void 0, x, void 0 === undefined];
