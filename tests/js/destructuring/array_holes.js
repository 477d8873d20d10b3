// expect: [2,4]
const [, second, , fourth] = [1, 2, 3, 4, 5];
return [second, fourth];
