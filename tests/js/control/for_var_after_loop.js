// expect: [5,5,5]
for (var i = 0; i < 5; i++) {}
let n = 0;
for (var j = 10; j > n; j--) n++;
return [i, j, n];
