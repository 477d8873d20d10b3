// expect: ["Infinity","-Infinity","NaN","NaN",true,"0",true,true]
const inf = Infinity;
return [String(inf + 1), String(-inf), String(inf * 0), String(inf / inf), inf > Number.MAX_VALUE, String(1 / inf), String(-1 / inf) === "0", Object.is(-1 / inf, -0)];
