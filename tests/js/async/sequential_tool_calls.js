// expect: "a=2,b=4,c=6"
async function tool(name, arg) {
  await null;
  return { tool: name, result: arg * 2 };
}
const results = [];
for (const [name, arg] of [["a", 1], ["b", 2], ["c", 3]]) {
  const r = await tool(name, arg);
  results.push(`${r.tool}=${r.result}`);
}
return results.join(",");
