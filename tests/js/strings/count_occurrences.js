// expect: [2,2,0]
function count(str, sub) {
  let n = 0;
  let i = str.indexOf(sub);
  while (i !== -1) { n++; i = str.indexOf(sub, i + sub.length); }
  return n;
}
return [count("abababa", "aba"), count("hello", "l"), count("x", "y")];
