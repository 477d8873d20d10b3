// expect: [5,"r"]
const a = await Promise.resolve(5).then(null, undefined).then(42);
let b;
try { await Promise.reject("r").then(1, null); } catch (e) { b = e; }
return [a, b];
