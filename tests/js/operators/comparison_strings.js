// expect: [true,true,true,true,true,true,false]
return ["a" < "b", "B" < "a", "abc" < "abd", "ab" < "abc", "10" < "9", "" < "a", "Z" > "z"];
