// expect: [1,2,3,1,true]
const [a, b, c] = [1, 2, 3, 4];
const [d, e] = [1];
return [a, b, c, d, e === undefined];
