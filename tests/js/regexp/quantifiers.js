// expect: ["aaa","aa","<a>","<a><b>","","ab",true]
return [/a{2,3}/.exec("aaaa")[0], /a{2,}?/.exec("aaaa")[0], /<.+?>/.exec("<a><b>")[0], /<.+>/.exec("<a><b>")[0], /x*/.exec("y")[0], /(ab)+/.exec("ababab")[1], /(?:a|b)*c/.test("ababc")];
