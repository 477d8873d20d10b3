// expect: [10,30,true,true]
const a = [10, 20, 30];
return [a.at(0), a.at(-1), a.at(5) === undefined, a.at(-4) === undefined];
