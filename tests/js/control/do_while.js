// expect: [[0,1,2],1]
let i = 0;
const out = [];
do {
  out.push(i);
  i++;
} while (i < 3);
let ran = 0;
do { ran++; } while (false);
return [out, ran];
