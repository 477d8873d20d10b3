// expect: [3,false]
const { opts: { depth = 3, verbose = false } = {} } = {};
return [depth, verbose];
