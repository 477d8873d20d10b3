// expect: [10,20]
const { x: first, y: second } = { x: 10, y: 20 };
return [first, second];
