// expect: [["a","b","c"],[10,20],[0,1,4],[1,2],[null,null]]
return [Array.from("abc"), Array.from([1, 2], x => x * 10), Array.from({ length: 3 }, (_, i) => i * i), Array.from(new Set([1, 1, 2])), Array.from({ length: 2 })];
