// expect: [1,"a",2,"b"]
const pairs = [[1, { v: "a" }], [2, { v: "b" }]];
const [[n1, { v: v1 }], [n2, { v: v2 }]] = pairs;
return [n1, v1, n2, v2];
