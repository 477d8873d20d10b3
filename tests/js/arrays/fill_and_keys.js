// expect: [[7,7,7,7],[1,0,0,4],[0,1],[0,"a"]]
const a = new Array(4).fill(7);
const b = [1, 2, 3, 4].fill(0, 1, 3);
return [a, b, [...["x", "y"].keys()], [..."ab"].entries().next().value];
