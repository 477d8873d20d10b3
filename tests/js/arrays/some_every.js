// expect: [true,false,true,false,false,true]
const a = [2, 4, 6];
return [a.some(x => x > 5), a.some(x => x > 6), a.every(x => x % 2 === 0), a.every(x => x > 2), [].some(x => true), [].every(x => false)];
