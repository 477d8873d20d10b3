// expect: [true,true,true,true,true,true,false]
return ["1" == 1, "1.0" == 1, "" == 0, "abc" == "abc", "a" + "b" === "ab", "b" > "a", "B" > "a"];
