// expect: [1,1,"patched 2","patched 3","function","number","number",true,false,null,2,1,1,["x"],5,"[1]",true]
// Reads of the global object and of builtin namespaces (`Math.max`, `JSON.stringify`) go
// through a cache while nothing has written them: a write, even in the middle of a loop
// that has read them, is seen by the very next read. (Everything written is put back at the
// end: node runs every script of the suite in one realm.)
const out = [];
const saved = [Math.max, JSON.stringify, Number.isInteger, Object.keys];
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
for (let i = 0; i < 3; i++) {
  out.push(Object.keys({ a: 1, b: 2 }).length);
  if (i === 0) Object.keys = () => ["only"];
}
[Math.max, JSON.stringify, Number.isInteger, Object.keys] = saved;
out.push(Object.keys({ x: 1 }), Math.max(2, 5), JSON.stringify([1]), Number.isInteger(3));
return out;
