// expect: [[2,4,6,8,10],[2,4],15,120,[1,2,3,4,5]]
const nums = [1, 2, 3, 4, 5];
const doubled = nums.map(n => n * 2);
const evens = nums.filter(n => n % 2 === 0);
const sum = nums.reduce((a, b) => a + b, 0);
const product = nums.reduce((a, b) => a * b);
return [doubled, evens, sum, product, nums];
