// expect: [[1,2],[2,3,4],[3,4],[1,2,3],[],[0,1,2,3,4],[0,1]]
const a = [0, 1, 2, 3, 4];
return [a.slice(1, 3), a.slice(2), a.slice(-2), a.slice(1, -1), a.slice(3, 1), a.slice(), a.slice(-100, 2)];
