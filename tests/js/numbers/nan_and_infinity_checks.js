// expect: [true,false,true,false,true,false,false,true,false,true,false,false]
return [Number.isNaN(NaN), Number.isNaN("x"), isNaN("x"), isNaN("12"), isFinite("12"), Number.isFinite("12"), isFinite(Infinity), Number.isFinite(1e308), isFinite(NaN), Number.isInteger(5.0), Number.isInteger(5.5), Number.isSafeInteger(2 ** 53)];
