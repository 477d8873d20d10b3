// expect: "hello world, 4 times"
const name = "world";
const n = 3;
return `hello ${name}, ${n + 1} times`;
