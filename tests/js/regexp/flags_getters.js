// expect: ["dgimsy",true,true,true,true,true,true,false,true,""]
const re = /x/dgimsy;
return [re.flags, re.global, re.ignoreCase, re.multiline, re.dotAll, re.sticky, re.hasIndices, re.unicode, /x/u.unicode, /x/.flags];
