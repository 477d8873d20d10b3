// expect: ["neg","zero","small","big"]
function classify(n) {
  if (n < 0) return "neg";
  else if (n === 0) return "zero";
  else if (n < 10) return "small";
  else return "big";
}
return [classify(-1), classify(0), classify(5), classify(50)];
