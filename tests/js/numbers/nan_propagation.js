// expect: ["NaN","NaN","NaN",false,true,-1]
const a = NaN + 1;
const b = Math.max(1, NaN);
const c = [1, 2, "x"].reduce((s, v) => s + Number(v), 0);
return [String(a), String(b), String(c), NaN === NaN, [NaN].includes(NaN), [NaN].indexOf(NaN)];
