// expect: [1,-2,2,-1,true,5,2]
return [Math.floor(1.7), Math.floor(-1.2), Math.ceil(1.2), Math.ceil(-1.7), Object.is(Math.ceil(-0.5), -0), Math.floor(5), Math.floor("2.9")];
