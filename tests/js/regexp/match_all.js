// expect: [[["a1","1",0],["b2","2",2],["c3","3",4]],[0,1,2,3,4],"TypeError"]
const all = [..."a1b2c3".matchAll(/[a-z](\d)/g)].map(m => [m[0], m[1], m.index]);
const fromString = [..."x.y.z".matchAll(".")].map(m => m.index);
let err = null;
try { "abc".matchAll(/b/); } catch (e) { err = e.name; }
return [all, fromString, err];
