// expect: [[[1,2],[30,4],[5,6]],[1,2,30,4,5,6],[1,2,3,4],[1,2,[3]]]
const grid = [[1, 2], [3, 4], [5, 6]];
grid[1][0] = 30;
const flat = grid.flat();
const deep = [1, [2, [3, [4]]]].flat(Infinity);
return [grid, flat, deep, [1, [2, [3]]].flat()];
