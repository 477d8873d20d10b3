// expect: 170
const data = [5, 3, 8, 1, 9, 2];
return data
  .filter(x => x > 2)
  .map(x => x * x)
  .sort((a, b) => b - a)
  .slice(0, 3)
  .reduce((acc, x) => acc + x, 0);
