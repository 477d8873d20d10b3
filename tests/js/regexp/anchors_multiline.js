// expect: [false,true,false,true,["l1","l2","l3"]]
return [/^b/.test("a\nb"), /^b/m.test("a\nb"), /a$/.test("a\nb"), /a$/m.test("a\nb"), "l1\nl2\nl3".match(/^l\d$/gm)];
