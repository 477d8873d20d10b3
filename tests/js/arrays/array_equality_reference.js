// expect: [true,false,3,true]
const a = [1, 2];
const b = a;
const c = [1, 2];
b.push(3);
return [a === b, a === c, a.length, JSON.stringify(a) === JSON.stringify([1, 2, 3])];
