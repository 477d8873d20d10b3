// expect: ["1","{\"a\":1,\"b\":[1]}","{\"d\":\"1970-01-01T00:00:00.000Z\",\"t\":{\"n\":\"1970-01-01T00:00:00.005Z\",\"g\":1}}","{\n  \"t\": {\n    \"n\": \"1970-01-01T00:00:00.005Z\",\n    \"g\": 1\n  },\n  \"x\": [\n    1,\n    {\n      \"n\": \"1970-01-01T00:00:00.005Z\",\n      \"g\": 1\n    }\n  ]\n}","{\"a\":10,\"b\":[20,30]}","{\"b\":2,\"t\":{\"n\":\"1970-01-01T00:00:00.005Z\"}}","TypeError","TypeError","t,t,1,t,t","\"1970-01-01T00:00:00.000Z\"",3,"[\"D7\"]","[{}]","[\"1970-01-01T00:00:00.007Z\"]"]
// toJSON on functions (an object too), on dates whose prototype the program changed, and
// after plain data the native writer had already started on; a cycle before or after one.
const f = () => 0;
f.toJSON = () => 1;
const cyc = { a: 1 };
cyc.self = cyc;
const calls = [];
const t = { toJSON(k) { calls.push(k); return { n: new Date(5), g: f }; } };
const tryIt = (v) => {
  try { return JSON.stringify(v); } catch (e) { return e.constructor.name; }
};
const out = [
  JSON.stringify(f),
  JSON.stringify({ a: f, b: [f] }),
  JSON.stringify({ d: new Date(0), t }),
  JSON.stringify({ t, x: [1, t] }, null, 2),
  JSON.stringify({ a: 1, b: [2, 3] }, (k, v) => (typeof v === "number" ? v * 10 : v)),
  JSON.stringify({ a: 1, b: 2, t }, ["b", "t", "n"]),
  tryIt({ t, c: cyc }),
  tryIt({ c: cyc, t }),
  calls.join(","),
  JSON.stringify(Object.assign(new Date(0), { extra: 1 })),
  JSON.stringify.length,
];
// (Put back after: node's runner runs every script in one realm.)
const realToJSON = Date.prototype.toJSON;
Date.prototype.toJSON = function () { return "D" + this.getTime(); };
out.push(JSON.stringify([new Date(7)]));
delete Date.prototype.toJSON;
out.push(JSON.stringify([new Date(7)]));
Date.prototype.toJSON = realToJSON;
out.push(JSON.stringify([new Date(7)]));
return out;
