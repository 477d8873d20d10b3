// expect: ["3",4,5]
const re = /\d/g;
re.lastIndex = 3;
const m = re.exec("1a2b3c4");
return [m[0], m.index, re.lastIndex];
