// expect: "{\"a\":[1,{\"b\":\"x\"}],\"c\":{\"d\":null,\"e\":true},\"f\":\"q\\\"uote\"}"
const o = { a: [1, { b: "x" }], c: { d: null, e: true }, f: "q\"uote" };
return JSON.stringify(o);
