// expect: [3.5,3,-3,-4,3,2,0.125,2]
return [7 / 2, Math.floor(7 / 2), Math.trunc(-7 / 2), Math.floor(-7 / 2), (7 / 2) | 0, 10 / 5, 1 / 8, 2 / 3 * 3];
