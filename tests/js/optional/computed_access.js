// expect: [20,null,null,null]
const o = { list: [10, 20], key: "list" };
const n = null;
return [o?.[o.key]?.[1], n?.["x"], o.none?.[0], o.list?.[5]];
