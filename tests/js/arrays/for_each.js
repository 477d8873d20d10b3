// expect: [[10,21],true]
const out = [];
const r = [10, 20].forEach((x, i) => out.push(x + i));
return [out, r === undefined];
