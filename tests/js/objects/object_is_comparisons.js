// expect: [true,true,false,true,false]
return [Object.is(1, 1), Object.is(NaN, NaN), Object.is(0, -0), Object.is("a", "a"), Object.is({}, {})];
