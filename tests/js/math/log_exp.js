// expect: ["1.0000000000",0,"-Infinity",1,"2.71828183","3.0000000000","3.0000000000","2.302585","7.389056","NaN"]
return [Math.log(Math.E).toFixed(10), Math.log(1), String(Math.log(0)), Math.exp(0), Math.exp(1).toFixed(8), Math.log10(1000).toFixed(10), Math.log2(8).toFixed(10), Math.log(10).toFixed(6), Math.exp(2).toFixed(6), String(Math.log(-1))];
