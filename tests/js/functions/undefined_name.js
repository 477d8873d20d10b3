// expect: [true,5,"undefined",[5,6],true]
function local() { const undefined = 5; return undefined; }
function param(undefined) { return [undefined, undefined + 1]; }
const arrow = () => undefined === void 0;
return [undefined === void 0, local(), typeof undefined, param(5), arrow()];
