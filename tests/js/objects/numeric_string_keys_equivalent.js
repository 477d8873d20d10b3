// expect: [["1","true","null"],"str","bool","nul"]
const o = {};
o[1] = "num";
o["1"] = "str";
o[true] = "bool";
o[null] = "nul";
return [Object.keys(o), o[1], o.true, o["null"]];
