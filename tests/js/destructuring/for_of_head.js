// expect: ["a1","b2","1:q","2:undefined"]
const out = [];
for (const [k, v] of [["a", 1], ["b", 2]]) out.push(k + v);
for (const { id, tags: [t] } of [{ id: 1, tags: ["q"] }, { id: 2, tags: [] }]) out.push(id + ":" + t);
return out;
