// expect: [null,null,false,true]
return [/z/.exec("abc"), /z/g.exec("abc"), /a/.test(""), /^$/.test("")];
