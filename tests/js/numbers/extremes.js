// expect: ["1.7976931348623157e+308","5e-324","2.220446049250313e-16","Infinity","0"]
return [String(Number.MAX_VALUE), String(Number.MIN_VALUE), String(Number.EPSILON), String(Number.MAX_VALUE * 2), String(5e-324 / 2)];
