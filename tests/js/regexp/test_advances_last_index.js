// expect: [true,1,true,2,false,0]
const re = /a/g;
return [re.test("aa"), re.lastIndex, re.test("aa"), re.lastIndex, re.test("aa"), re.lastIndex];
