// expect: ["TypeError",true]
const a = { n: 1 }; a.self = a;
try { JSON.stringify(a, (k, v) => v); return "no"; } catch (e) { return [e.name, e instanceof TypeError]; }
