// expect: "0 0 1 -1 0.5 1e+21 1e-7 1.23e-18 NaN Infinity"
const vals = [0, -0, 1, -1, 0.5, 1e21, 1e-7, 123e-20, NaN, Infinity];
return vals.map(String).join(" ");
