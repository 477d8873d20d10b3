// expect: [["x","y","z"],[1,"two",[3]],[["x",1],["y","two"],["z",[3]]]]
const o = { x: 1, y: "two", z: [3] };
return [Object.keys(o), Object.values(o), Object.entries(o)];
