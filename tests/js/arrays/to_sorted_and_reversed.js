// expect: [[1,2,3],[2,1,3],[3,1,2],[9,1,2]]
const a = [3, 1, 2];
return [a.toSorted(), a.toReversed(), a, a.with(0, 9)];
