// expect: [["1","NaN","NaN"],[1,2,3]]
return [["1", "2", "3"].map(parseInt).map(String), ["1", "2", "3"].map(x => parseInt(x))];
