// expect: [3.14,2.5,0.5,-0.75,1000,1.2,"NaN","Infinity",0]
return [parseFloat("3.14"), parseFloat("  2.5abc"), parseFloat(".5"), parseFloat("-0.75"), parseFloat("1e3"), parseFloat("1.2.3"), String(parseFloat("x1")), String(parseFloat("Infinity")), parseFloat("0x10")];
