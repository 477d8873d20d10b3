// expect: [1,2,"three","three",2,true]
const o = { a: 1, "b c": 2, 3: "three", nested: { x: [1, 2] } };
return [o.a, o["b c"], o[3], o["3"], o.nested.x[1], o.missing === undefined];
