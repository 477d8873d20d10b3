// expect: ["123.46","1","2","3","1.00","-1.5","0.000","1e+21","12"]
return [(123.456).toFixed(2), (0.5).toFixed(0), (1.5).toFixed(0), (2.5).toFixed(0), (1.005).toFixed(2), (-1.5).toFixed(1), (0).toFixed(3), (1e21).toFixed(2), (12).toFixed()];
