// expect: "{\"2\":4,\"10\":2,\"z\":1,\"a\":3}"
const o = { z: 1, 10: 2, a: 3, 2: 4 };
return JSON.stringify(o);
