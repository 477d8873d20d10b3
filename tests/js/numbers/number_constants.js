// expect: [true,"NaN","Infinity","-Infinity",true,true]
return [Number.MAX_SAFE_INTEGER + 1 === Number.MAX_SAFE_INTEGER + 2, String(Number.NaN), String(Number.POSITIVE_INFINITY), String(Number.NEGATIVE_INFINITY), Number.EPSILON > 0, Number.EPSILON < 1e-15];
