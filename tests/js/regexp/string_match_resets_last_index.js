// expect: [["a","a","a"],0]
const re = /a/g;
re.lastIndex = 5;
const r = "banana".match(re);
return [r, re.lastIndex];
