// expect: [3,6,9,1,2]
const [a, b = a * 2, c = a + b] = [3];
const { x = 1, y = x + 1 } = {};
return [a, b, c, x, y];
