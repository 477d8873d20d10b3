// expect: [[3,1,2],[["a",1],["b",2]],["a","b"]]
const s = new Set([3, 1, 3, 2, 1]);
const m = new Map([["a", 1], ["b", 2]]);
return [[...s], [...m], [...m.keys()]];
