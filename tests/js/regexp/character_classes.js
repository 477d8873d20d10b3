// expect: [["a","1","_"],3,["9","8"],["a","-"],["]"],"d",true]
return ["a1_ -.".match(/\w/g), "a1 \t\n".match(/\s/g).length, "x9y8".match(/\d/g), "a-b".match(/[a\-z]/g), "abc]".match(/[\]]/g), /[^abc]/.exec("abcd")[0], "\u00a0".match(/\s/) !== null];
