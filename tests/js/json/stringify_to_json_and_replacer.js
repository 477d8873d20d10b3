// expect: ["{\"a\":1,\"b\":\"B:b\",\"c\":[1,2,null],\"d\":\"1970-01-01T00:00:00.000Z\"}","{\"a\":10,\"b\":\"B:b\",\"c\":[10,20,null],\"d\":\"1970-01-01T00:00:00.000Z\"}","{\"y\":\"s\"}","[\n  1,\n  {\n    \"nested\": true\n  }\n]","{\"k\":1}","{\"m\":[[1,2]],\"s\":[1]}"]
const o = { a: 1, b: { toJSON(key) { return "B:" + key; } }, c: [1, 2, { toJSON() { return undefined; } }], d: new Date(0), f() {} };
return [
  JSON.stringify(o),
  JSON.stringify(o, (k, v) => (typeof v === "number" ? v * 10 : v)),
  JSON.stringify({ x: 1, y: "s" }, function (k, v) { return k === "" ? v : k === "x" ? undefined : v; }),
  JSON.stringify([1, { toJSON: () => ({ nested: true }) }], null, 2),
  JSON.stringify({ k: 1, drop: 2 }, (k, v) => (k === "drop" ? undefined : v)),
  JSON.stringify({ m: new Map([[1, 2]]), s: new Set([1]) }, (k, v) => (v instanceof Map ? [...v] : v instanceof Set ? [...v] : v)),
];
