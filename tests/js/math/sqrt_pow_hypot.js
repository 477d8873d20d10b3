// expect: [4,"1.414214","NaN",1024,2,"Infinity",5,0,"3.0000000000"]
return [Math.sqrt(16), Math.sqrt(2).toFixed(6), String(Math.sqrt(-1)), Math.pow(2, 10), Math.pow(4, 0.5), String(Math.pow(0, -1)), Math.hypot(3, 4), Math.hypot(), Math.cbrt(27).toFixed(10)];
