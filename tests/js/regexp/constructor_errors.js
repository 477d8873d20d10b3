// expect: ["SyntaxError","SyntaxError","SyntaxError","SyntaxError","SyntaxError","SyntaxError"]
const out = [];
for (const [p, f] of [["(", ""], ["a", "gg"], ["a", "x"], ["[b-a]", ""], ["a", "uv"], ["*", ""]]) {
  try { new RegExp(p, f); out.push("ok"); } catch (e) { out.push(e.name); }
}
return out;
