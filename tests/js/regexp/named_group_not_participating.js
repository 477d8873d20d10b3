// expect: [true,"y",true]
const m = /(?<a>x)|(?<b>y)/.exec("y");
return [m.groups.a === undefined, m.groups.b, "a" in m.groups];
