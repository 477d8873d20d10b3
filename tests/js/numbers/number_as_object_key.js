// expect: [["0","1","1.5","1e+21"],"a","c"]
const o = {};
o[1] = "a";
o[1.5] = "b";
o[-0] = "c";
o[1e21] = "d";
return [Object.keys(o), o["1"], o["0"]];
