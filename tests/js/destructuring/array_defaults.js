// expect: ["x","B","C"]
const [a = "A", b = "B", c = "C"] = ["x", undefined];
return [a, b, c];
