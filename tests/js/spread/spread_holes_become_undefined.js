// expect: [3,true,true]
const holey = [1, , 3];
const copy = [...holey];
return [copy.length, 1 in copy, copy[1] === undefined];
