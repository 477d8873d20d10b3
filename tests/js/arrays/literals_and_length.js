// expect: [5,0,3,4,true,true]
const a = [1, "two", [3], { four: 4 }, null];
const empty = [];
return [a.length, empty.length, a[2][0], a[3].four, a[10] === undefined, a[-1] === undefined];
