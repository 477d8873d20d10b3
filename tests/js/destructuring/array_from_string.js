// expect: ["h","e",["l","l","o"]]
const [a, b, ...rest] = "hello";
return [a, b, rest];
