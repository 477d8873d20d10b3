// expect: [true,false,true,false,false,true,true]
return [1 < 2, 2 < 1, 2 <= 2, 3 >= 4, -0 < 0, 0 <= -0, Infinity > 1e308];
