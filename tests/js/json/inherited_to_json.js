// expect: ["{\"a\":1,\"list\":[1,{\"b\":2}],\"nested\":{\"c\":[3]}}","{\"p\":\"P1\",\"ps\":[\"P2\"]}","{\"k\":\"from-proto\",\"n\":{}}","{\"xs\":\"array:3\",\"empty\":\"array:0\"}","\"object\"","{\"a\":1,\"list\":[1,{\"b\":2}],\"nested\":{\"c\":[3]}}","{\"z\":1}","{\"toJSON\":5,\"v\":1}"]
const plain = { a: 1, list: [1, { b: 2 }], nested: { c: [3] } };
const before = JSON.stringify(plain);
function Point(x) { this.x = x; }
Point.prototype.toJSON = function () { return "P" + this.x; };
const withClass = JSON.stringify({ p: new Point(1), ps: [new Point(2)] });
const proto = { toJSON() { return "from-proto"; } };
const viaProto = JSON.stringify({ k: Object.create(proto), n: Object.create(null) });
Array.prototype.toJSON = function () { return "array:" + this.length; };
const arrays = JSON.stringify({ xs: [1, 2, 3], empty: [] });
delete Array.prototype.toJSON;
Object.prototype.toJSON = function () { return "object"; };
const objects = JSON.stringify([{ a: 1 }, [{ b: 2 }]]);
delete Object.prototype.toJSON;
const after = JSON.stringify(plain);
Object.prototype.toJSON = 7;
const notCallable = JSON.stringify({ z: 1 });
delete Object.prototype.toJSON;
const own = JSON.stringify({ toJSON: 5, v: 1 });
return [before, withClass, viaProto, arrays, objects, after, notCallable, own];
