// expect: [true,true,true,"NaN",true,false]
const x = parseInt("x");
const y = x + 5;
const z = Math.max(y, 3);
return [Number.isNaN(x), Number.isNaN(y), Number.isNaN(z), String(z), isNaN("abc"), Number.isNaN("abc")];
