// expect: [["𝒳","a"],3,true,false,true,2,"héllo",false]
return ["𝒳a".match(/./gu), "𝒳a".match(/./g).length, /^.$/u.test("😀"), /^.$/.test("😀"), /\u{1F600}/u.test("😀"), "😀😀".split(/(?:)/u).length, /\p{L}+/u.exec("123héllo")[0], /\p{Lu}/u.test("a")];
