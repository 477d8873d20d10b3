// expect: [[1,2,3],[1,2,3,4],false]
const orig = [1, 2, 3];
const copy = [...orig];
copy.push(4);
return [orig, copy, orig === copy];
