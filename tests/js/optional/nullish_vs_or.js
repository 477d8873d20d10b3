// expect: [[0,"O"],["","O"],["N","O"],["N","O"],[false,"O"],["x","x"]]
const vals = [0, "", null, undefined, false, "x"];
return vals.map(v => [v ?? "N", v || "O"]);
