// expect: [[["oo",1,3],["oooo",5,9],["o",11,12]],0]
const re = /o+/g, seen = [];
let r;
while ((r = re.exec("foo boooo fo")) !== null) seen.push([r[0], r.index, re.lastIndex]);
return [seen, re.lastIndex];
