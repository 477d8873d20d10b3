// expect: [true,"Ada",["math","engines","new"],null]
const a = await tools.t.user({});
const b = await tools.t.user({});
a.tags.push("new");
return [a !== b, a.name, a.tags, a.manager];
