// expect: [5,1,-1,"-Infinity","Infinity","NaN",7,0]
return [Math.max(1, 5, 3), Math.min(1, 5, 3), Math.max(-1, -5), String(Math.max()), String(Math.min()), String(Math.max(1, NaN)), Math.max("7", 2), Math.min(null, 1)];
