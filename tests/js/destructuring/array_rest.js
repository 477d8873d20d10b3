// expect: [1,[2,3,4],9,[]]
const [head, ...tail] = [1, 2, 3, 4];
const [only, ...none] = [9];
return [head, tail, only, none];
