// expect: ["set","f",1]
let calls = 0;
const f = () => { calls++; return "f"; };
const a = "set" ?? f();
const b = null ?? f();
return [a, b, calls];
