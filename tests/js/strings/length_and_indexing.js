// expect: [5,"h","o",true,true,"e","",0]
const s = "hello";
return [s.length, s[0], s[4], s[5] === undefined, s[-1] === undefined, s.charAt(1), s.charAt(10), "".length];
