// expect: [[1,1,null,"1"],[3,1,3,"1-2-3"],4,7,3,9,4,[1,3,"1-2-3"]]
function f(a, b) { return [arguments.length, arguments[0], arguments[2], [...arguments].join("-")]; }
function g(...r) { return arguments.length + r.length; }
function h(a) { const k = () => arguments[0]; return k(); }
function unused() {}
const o = { m() { return arguments.length; } };
async function as(x) { await null; return arguments[0]; }
function shadow(arguments) { return arguments; }
return [f(1), f(1, 2, 3), g(1, 2), h(7), o.m(1, 2, 3), await as(9), shadow(4), Array.prototype.slice.call(f(1, 2, 3), 1)];
