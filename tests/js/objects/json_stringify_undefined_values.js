// expect: ["{\"a\":1,\"d\":null,\"e\":null}","{\"x\":[null]}"]
const o = { a: 1, b: undefined, c: () => 1, d: null, e: NaN };
return [JSON.stringify(o), JSON.stringify({ x: [undefined] })];
