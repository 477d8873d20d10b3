// expect: [0,1,0,1,1,1,0,0,0,1]
const vals = [0, "0", "", " ", [], {}, null, undefined, NaN, "false"];
return vals.map(v => (v ? 1 : 0));
