// expect: [4,-4,0,true,1e+21]
return [Math.trunc(4.7), Math.trunc(-4.7), Math.trunc(0.123), Object.is(Math.trunc(-0.9), -0), Math.trunc(1e21)];
