// expect: [["1","22","333"],null,1,["a"],["","","",""]]
return ["a1b22c333".match(/\d+/g), "abc".match(/z/g), "abc".match(/b/).index, "a.b".match("."), "abc".match(/(?:)/g)];
