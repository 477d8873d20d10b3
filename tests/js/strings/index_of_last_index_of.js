// expect: [1,3,5,3,-1,0,6,2]
const s = "banana";
return [s.indexOf("a"), s.indexOf("a", 2), s.lastIndexOf("a"), s.lastIndexOf("a", 4), s.indexOf("x"), s.indexOf(""), s.lastIndexOf(""), s.indexOf("nan")];
