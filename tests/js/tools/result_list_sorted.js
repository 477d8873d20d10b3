// expect: [1,2,3]
const xs = await tools.t.list({});
return xs.sort((a, b) => a - b);
