// expect: [[3,7],[1,3]]
const pts = [{ x: 1, y: 2 }, { x: 3, y: 4 }];
const sums = pts.map(({ x, y }) => x + y);
const firsts = [[1, 2], [3, 4]].map(([a]) => a);
return [sums, firsts];
