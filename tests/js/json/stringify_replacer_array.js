// expect: "{\"a\":1,\"c\":{\"a\":3}}"
return JSON.stringify({ a: 1, b: 2, c: { a: 3, d: 4 } }, ["a", "c"]);
