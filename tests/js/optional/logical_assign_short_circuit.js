// expect: ["keep",null,1,"v",1]
let calls = 0;
const f = () => { calls++; return "v"; };
let a = "keep";
a ||= f();
let b = null;
b &&= f();
let c = 1;
c ??= f();
let d;
d ??= f();
return [a, b, c, d, calls];
