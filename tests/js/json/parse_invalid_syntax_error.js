// expect: ["SyntaxError","SyntaxError","SyntaxError","SyntaxError","SyntaxError","SyntaxError","SyntaxError","SyntaxError","SyntaxError"]
const bad = ["{a:1}", "[1,]", "'single'", "", "{\"a\":1", "01", "NaN", "[1] x", "undefined"];
return bad.map(s => {
  try {
    JSON.parse(s);
    return "ok";
  } catch (e) {
    return e.name;
  }
});
