// expect: [false,true,false,false,true]
return [/a.c/.test("a\nc"), /a.c/s.test("a\nc"), /a.c/.test("a\rc"), /a.c/.test("a\u2028c"), /a[^]c/.test("a\nc")];
