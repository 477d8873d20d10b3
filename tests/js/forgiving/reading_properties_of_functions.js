// expect: [true,"function","function","f"]
function f() {}
return [f.unknown === undefined, typeof f.call, typeof f.apply, f.name];
