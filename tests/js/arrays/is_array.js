// expect: [true,true,false,false,false,false]
return [Array.isArray([]), Array.isArray([1]), Array.isArray({}), Array.isArray("abc"), Array.isArray(null), Array.isArray({ length: 0 })];
