// expect: [3,1,"foo","bar","baz"]
function foo(a, b, c) {}
const bar = (x) => x;
const baz = function () {};
return [foo.length, bar.length, foo.name, bar.name, baz.name];
