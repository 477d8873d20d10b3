// expect: [[1,10,2,20,3,30],["a","b","c"]]
return [[1, 2, 3].flatMap(x => [x, x * 10]), ["a b", "c"].flatMap(s => s.split(" "))];
