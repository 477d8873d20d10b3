// expect: 2
let x = 0;
if (true) x += 1;
if (false) x += 10; else x += 100;
if (x > 50)
  if (x > 500) x = -1;
  else x = 2;
return x;
