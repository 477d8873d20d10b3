// expect: ["bbb",0]
const re = /a/g;
re.lastIndex = 2;
const r = "aaa".replace(re, "b");
return [r, re.lastIndex];
