// expect: {"a":1,"nested":{"b":[1,2,{"c":"x"}]},"s":"héllo 😀"}
return await tools.t.echo({ a: 1, nested: { b: [1, 2, { c: "x" }] }, s: "héllo 😀" });
