// expect: [["a","b","c"],["a","b"],["a","b","c"],["abc"],[""],[],["a","","b"],["a","b","","c"],["",""]]
return ["a,b,c".split(","), "a,b,c".split(",", 2), "abc".split(""), "abc".split(), "".split(","), "".split(""), "a,,b".split(","), "a b  c".split(" "), "abc".split("abc")];
