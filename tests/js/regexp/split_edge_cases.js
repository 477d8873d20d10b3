// expect: [["a","b","c"],["","a","b",""],["abc"],["abc"],["a","b"],["","b"],["A",null,"B","bold","/","B","and",null,"CODE","coded","/","CODE",""]]
return ["aXbxc".split(/x/i), "  a  b ".split(/\s+/), "abc".split(/$/), "abc".split(/^/), "ab".split(/a*?/), "ab".split(/a*/), "A<B>bold</B>and<CODE>coded</CODE>".split(/<(\/)?([^<>]+)>/)];
