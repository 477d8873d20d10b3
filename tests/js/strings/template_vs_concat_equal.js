// expect: [true,"2","12","12"]
const a = 1, b = "two";
return ["x" + a + b === `x${a}${b}`, `${a + 1}`, "" + 1 + 2, `${1}${2}`];
