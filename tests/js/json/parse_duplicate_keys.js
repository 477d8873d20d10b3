// expect: [3,["a","b"]]
const v = JSON.parse('{"a":1,"b":2,"a":3}');
return [v.a, Object.keys(v)];
