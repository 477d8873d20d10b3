// expect: [[1,10,100,25,9],["B","C","a","b"],[1,3,null],[false,true]]
return [[10, 9, 1, 100, 25].sort(), ["b", "a", "C", "B"].sort(), [3, undefined, 1].sort(), [true, false].sort()];
