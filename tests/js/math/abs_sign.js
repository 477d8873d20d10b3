// expect: [5,5,0.5,3,"NaN",-1,0,1,true]
return [Math.abs(-5), Math.abs(5), Math.abs(-0.5), Math.abs("-3"), String(Math.abs("x")), Math.sign(-3), Math.sign(0), Math.sign(7), Object.is(Math.sign(-0), -0)];
