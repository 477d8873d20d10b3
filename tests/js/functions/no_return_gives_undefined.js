// expect: [true,"undefined"]
function f() { const x = 1; }
const r = f();
return [r === undefined, typeof r];
