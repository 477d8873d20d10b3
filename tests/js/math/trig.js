// expect: [0,1,"1.0000000000","-1.000000","0.785398",0]
return [Math.sin(0), Math.cos(0), Math.sin(Math.PI / 2).toFixed(10), Math.cos(Math.PI).toFixed(6), Math.atan2(1, 1).toFixed(6), Math.tan(0)];
