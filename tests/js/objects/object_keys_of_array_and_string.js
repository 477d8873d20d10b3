// expect: [["0","1","2"],["0","1"],["a","b"],[["0",7],["1",8]]]
return [Object.keys([4, 5, 6]), Object.keys("ab"), Object.values("ab"), Object.entries([7, 8])];
