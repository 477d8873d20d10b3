// expect: [true,1,2]
let a, b;
const src = [1, 2];
const r = ([a, b] = src);
return [r === src, a, b];
