// expect: [0,1,10]
const sum = (...nums) => nums.reduce((a, b) => a + b, 0);
return [sum(), sum(1), sum(1, 2, 3, 4)];
