// expect: ["a","none"]
const data = { items: [{ tags: ["a"] }, {}] };
return data.items.map(i => i.tags?.[0] ?? "none");
