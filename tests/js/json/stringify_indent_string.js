// expect: ["{\n--\"a\": {\n----\"b\": 1\n--}\n}",15,"{\"x\":1}"]
return [JSON.stringify({ a: { b: 1 } }, null, "--"), JSON.stringify([1], null, 20).length, JSON.stringify({ x: 1 }, null, 0)];
