// expect: [true,8,true,15,-5,1]
return [Number.parseFloat("1.5") === parseFloat("1.5"), Number.parseInt("10", 8), Number.parseInt === parseInt, parseInt(15.99), parseInt(-0.0000005), parseInt(1e21)];
