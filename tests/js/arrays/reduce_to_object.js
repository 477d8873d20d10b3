// expect: {"a":["apple","avocado"],"b":["banana","blueberry"],"c":["cherry"]}
const words = ["apple", "avocado", "banana", "cherry", "blueberry"];
const byLetter = words.reduce((acc, w) => {
  const k = w[0];
  acc[k] = (acc[k] || []).concat(w);
  return acc;
}, {});
return byLetter;
