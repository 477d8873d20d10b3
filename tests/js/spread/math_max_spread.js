// expect: [9,-2,"-Infinity","Infinity"]
const nums = [3, 9, -2, 7];
return [Math.max(...nums), Math.min(...nums), String(Math.max(...[])), String(Math.min(...[]))];
