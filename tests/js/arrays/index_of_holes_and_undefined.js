// expect: [2,true,1,2,3]
const a = [1, , undefined];
return [a.indexOf(undefined), a.includes(undefined), a.findIndex(x => x === undefined), a.filter(() => true).length, a.map(x => 1).length];
