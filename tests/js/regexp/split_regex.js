// expect: [["a","b","c","d"],["a","1","b","2",""],["a","b"],[""],[],["t","e","s","t"],["a","b",null,"c"]]
return ["a,b;c  d".split(/[,; ]+/), "a1b2".split(/(\d)/), "a1b2c3".split(/\d/, 2), "".split(/x/), "".split(/(?:)/), "test".split(/(?:)/), "abc".split(/(b)|(z)/)];
