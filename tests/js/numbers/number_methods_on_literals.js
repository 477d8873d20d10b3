// expect: ["42","3.142","5","1e+21","7.0"]
const n = 42;
return [n.toString(), (3.14159).toFixed(3), 5..toString(), (1e21).toString(), Number("7").toFixed(1)];
