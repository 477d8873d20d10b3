// expect: {"a":3,"b":2,"c":1}
const counts = {};
const words = ["a", "b", "a", "c", "a", "b"];
for (const w of words) counts[w] = (counts[w] || 0) + 1;
return counts;
