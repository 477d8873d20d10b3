// expect: [true,false,true,true,true,true,true]
return ["apple" < "banana", "apple" < "Apple", "a" < "aa", "abc" === "abc", "10" < "2", "ä" > "z", "abc".localeCompare("abd") < 0];
