// expect: [3,-2,2,-3,1,true,-1,2,3]
return [Math.round(2.5), Math.round(-2.5), Math.round(2.4), Math.round(-2.6), Math.round(0.5), Object.is(Math.round(-0.5), -0), Math.round(-0.51), Math.round(1.4999999999999999), Math.round(3)];
