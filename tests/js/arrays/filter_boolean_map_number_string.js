// expect: [[1,"a",[]],["1","2.5","NaN","0"],["1","null","true"]]
return [[0, 1, "", "a", null, undefined, NaN, [], false].filter(Boolean), ["1", "2.5", "x", ""].map(Number).map(String), [1, null, true].map(String)];
