// expect: [0.1,0.30000000000000004,1e+308,true,true,1e-323,9007199254740992,-2.25,null,null,"TypeError","TypeError"]
// node-differs: node 20 has no Math.sumPrecise (ES2026); expectations written from the specification
const r = [Math.sumPrecise([1e20, 0.1, -1e20]), Math.sumPrecise([0.1, 0.2]), Math.sumPrecise([1e308, 1e308, -1e308]),
  Object.is(Math.sumPrecise([]), -0), Object.is(Math.sumPrecise([-0, -0]), -0), Math.sumPrecise([5e-324, 5e-324]),
  Math.sumPrecise([1, 2 ** 53]), Math.sumPrecise([-3.5, 1.25]), Math.sumPrecise([Infinity, 1]), Math.sumPrecise([Infinity, -Infinity])];
for (const bad of [[1, "2"], 5]) { try { Math.sumPrecise(bad); r.push("no"); } catch (e) { r.push(e.name); } }
return r;
