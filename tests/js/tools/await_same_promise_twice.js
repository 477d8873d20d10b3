// expect: [{"k":1},{"k":1},true]
const p = tools.t.mid({ k: 1 });
const a = await p;
const b = await p;
return [a, b, a !== b || a === b];
