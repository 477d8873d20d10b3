// expect: "FTFTFFFTTFT"
const vals = [0, 1, "", "0", null, undefined, NaN, [], {}, -0, " "];
return vals.map(v => { if (v) return "T"; else return "F"; }).join("");
