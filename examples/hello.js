// A small program in the style a model writes: shape some data and return a summary.
const people = [
  { name: "Ada", langs: ["js", "rust"], commits: 42 },
  { name: "Grace", langs: ["cobol"], commits: 17 },
  { name: "Linus", langs: ["c", "rust"], commits: 99 },
];
const rustaceans = people.filter((p) => p.langs.includes("rust"));
console.log(`found ${rustaceans.length} rust people`);
const total = rustaceans.reduce((sum, p) => sum + p.commits, 0);
return { names: rustaceans.map((p) => p.name).sort(), total };
