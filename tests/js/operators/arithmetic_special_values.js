// expect: ["Infinity","-Infinity","NaN","NaN","NaN",true,"0.5",true]
return [String(1 / 0), String(-1 / 0), String(0 / 0), String(5 % 0), String(Infinity - Infinity), Object.is(-0 * 1, -0), String(2 ** -1), 2 ** 0.5 === Math.SQRT2];
