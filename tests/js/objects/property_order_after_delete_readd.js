// expect: [["b","c","a"],"{\"b\":5,\"c\":3,\"a\":4}"]
const o = { a: 1, b: 2, c: 3 };
delete o.a;
o.a = 4;
o.b = 5;
return [Object.keys(o), JSON.stringify(o)];
