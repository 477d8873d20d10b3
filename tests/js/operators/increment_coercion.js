// expect: [6,"number",1,"NaN",2,"NaN"]
let s = "5";
s++;
let n = null;
n++;
let u;
u++;
let b = true;
b++;
let str = "abc";
str--;
return [s, typeof s, n, String(u), b, String(str)];
