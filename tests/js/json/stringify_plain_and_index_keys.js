// expect: ["{\"0\":\"zero\",\"2\":\"two\",\"b\":1,\"a\":[1,{\"1\":\"x\",\"z\":0}]}","{\"z\":1,\"y\":{\"w\":[3],\"x\":4},\"v\":\"s\"}","{\"own\":2}","{\n \"0\": \"zero\",\n \"2\": \"two\",\n \"b\": 1,\n \"a\": [\n  1,\n  {\n   \"1\": \"x\",\n   \"z\": 0\n  }\n ]\n}"]
// Index keys first in numeric order, then the rest in insertion order; inherited keys never.
const mixed = { b: 1, 2: "two", a: [1, { 1: "x", z: 0 }], 0: "zero" };
const plain = { z: 1, y: { x: 2, w: [3] }, v: "s" };
const inherited = Object.assign(Object.create({ inherited: 1 }), { own: 2 });
delete plain.y.x;
plain.y.x = 4;
return [JSON.stringify(mixed), JSON.stringify(plain), JSON.stringify(inherited), JSON.stringify(mixed, null, 1)];
