// expect: ["given","made",0,1]
let calls = 0;
const mk = () => { calls++; return "made"; };
const [a = mk(), b = mk()] = ["given"];
const { c = mk() } = { c: 0 };
return [a, b, c, calls];
