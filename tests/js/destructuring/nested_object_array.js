// expect: ["ann","x","z",2]
const data = { user: { name: "ann", tags: ["x", "y", "z"] }, count: 2 };
const { user: { name, tags: [firstTag, , thirdTag] }, count } = data;
return [name, firstTag, thirdTag, count];
