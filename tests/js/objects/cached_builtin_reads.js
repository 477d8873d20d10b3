// expect: [1,1,"patched 2","patched 3","function","number","number",true,false,null,2,1,1,["x"]]
// Reads of the global object and of builtin namespaces (`Math.max`, `JSON.stringify`) go
// through a cache while nothing has written them: a write, even in the middle of a loop
// that has read them, is seen by the very next read.
const out = [];
for (let i = 0; i < 4; i++) {
  out.push(Math.max(i, 1));
  if (i === 1) Math.max = function (a) { return "patched " + a; };
}
for (let i = 0; i < 3; i++) {
  out.push(typeof JSON.stringify);
  if (i === 0) JSON.stringify = 5;
}
for (let i = 0; i < 3; i++) {
  out.push(typeof Number.isInteger === "function" ? Number.isInteger(i / 2) : Number.isInteger);
  if (i === 1) delete Number.isInteger;
}
const saved = Object.keys;
for (let i = 0; i < 3; i++) {
  out.push(Object.keys({ a: 1, b: 2 }).length);
  if (i === 0) Object.keys = () => ["only"];
}
Object.keys = saved;
out.push(Object.keys({ x: 1 }));
return out;
