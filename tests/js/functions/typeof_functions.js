// expect: ["function","function","function","function"]
function f() {}
const g = () => 1;
const o = { m() {} };
return [typeof f, typeof g, typeof o.m, typeof Math.max];
