// expect: ["3.1415926536","2.7182818285","1.41421356","0.69314718","3.141592653589793"]
return [Math.PI.toFixed(10), Math.E.toFixed(10), Math.SQRT2.toFixed(8), Math.LN2.toFixed(8), String(Math.PI)];
