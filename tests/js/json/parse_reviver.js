// expect: {"a":10,"b":{"c":20}}
const v = JSON.parse('{"a":1,"b":{"c":2}}', (k, val) => (typeof val === "number" ? val * 10 : val));
return v;
