// expect: [true,"HeLLo",true,true]
return [/abc/i.test("xABCx"), /[a-z]+/i.exec("123HeLLo")[0], /ß/i.test("ß"), "ÀÉ".match(/[à-é]+/i) !== null];
