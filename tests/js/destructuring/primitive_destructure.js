// expect: [5,"function"]
const { length } = "hello";
const { toFixed } = 5;
return [length, typeof toFixed];
