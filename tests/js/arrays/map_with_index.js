// expect: [["a0","b1","c2"],[2,2]]
return [["a", "b", "c"].map((x, i) => x + i), [5, 6].map((x, i, arr) => arr.length)];
