// expect: ["default",3]
function f(opts = {}) {
  return opts.size === undefined ? "default" : opts.size;
}
return [f(), f({ size: 3 })];
