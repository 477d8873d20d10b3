// expect: [{"a":1,"b":2},{"a":2,"b":4},{"m":true}]
const entries = [["a", 1], ["b", 2]];
const o = Object.fromEntries(entries);
const doubled = Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v * 2]));
const fromMap = Object.fromEntries(new Map([["m", true]]));
return [o, doubled, fromMap];
