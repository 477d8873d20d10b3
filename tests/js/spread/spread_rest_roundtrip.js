// expect: [1,2,3,4,5]
function collect(...xs) { return xs; }
const parts = [[1, 2], [3]];
return collect(...parts[0], ...parts[1], ...collect(4, 5));
