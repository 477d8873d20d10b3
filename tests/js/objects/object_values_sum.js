// expect: [4,["apple","pear"]]
const prices = { apple: 1.25, pear: 2, kiwi: 0.75 };
const total = Object.values(prices).reduce((a, b) => a + b, 0);
const expensive = Object.entries(prices).filter(([, p]) => p > 1).map(([k]) => k);
return [total, expensive];
