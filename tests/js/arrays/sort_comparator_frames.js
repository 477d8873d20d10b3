// expect: ["0,1,2,3,4,5,6,7,8,9",true,"5,3,9,1,7,2,8,6,4,0",true,"0,1,2,3,4,5,6,7,8,9","0,1,2,3,4,5,6,7,8,9","5,3,9,1,7,2,8,6,4,0","9,8,7,6,5,4,3,2,1,0","0,1,2,3,4,5,6,7,8,9","9,8,7,6,5,4,3,2,1,0","1,2,3","-Infinity","Infinity",null,"0,1,2,3,4,5,6,7,8,9","0,1,2,3,4,5,6,7,8,9","RangeError",true,"TypeError: seven","9,8,7,6,5,4,3,2,1,0",true,true,"9876543210",10,"in toString","{\"a\":[1,2,3]}",true,0,1994,35]
// Comparators the sort runs as frames of its caller's loop, and the ones it calls from a
// nested loop: nesting, throws at every depth, results that need conversion, and a sort made
// from inside a builtin's own call back into JavaScript.
const r = [];
const base = [5, 3, 9, 1, 7, 2, 8, 6, 4, 0];
// A comparator that sorts: runs nest, each finishes before its caller's next comparison.
let inner = 0;
r.push([...base].sort((a, b) => {
  const t = [b, a, 3].sort((x, y) => y - x);
  inner += t[0] >= t[1] ? 1 : 0;
  return a - b;
}).join(), inner > 0);
// One parameter, extra locals, a default, a closure over the caller's variables.
let seen = 0;
r.push([...base].sort((a) => { seen++; return 0; }).join(), seen > 0);
r.push([...base].sort((a, b, c = 10) => { const d = a * c, e = b * c; return d - e; }).join());
const k = 2;
r.push([...base].sort(function (a, b) { let s = 0; for (let i = 0; i < k; i++) s += a - b; return s; }).join());
// The nested-loop path: async, bound, rest, `arguments`, a native.
r.push([...base].sort(async (a, b) => a - b).join());
r.push([...base].sort(function (a, b) { return this.sign * (a - b); }.bind({ sign: -1 })).join());
r.push([...base].sort((...xs) => xs[0] - xs[1]).join());
r.push([...base].sort(function () { return arguments[1] - arguments[0]; }).join());
r.push([[2], [1], [3]].sort(Function.prototype.call.bind((a, b) => a[0] - b[0], null)).join());
// A native called back from a builtin answers at once: its result, not a stack value.
r.push(String({ toString: Math.max }), `${{ valueOf: Math.min, toString: null }}`, 1 + { valueOf: Math.max });
// Results converted by ToNumber, one of which calls back into JavaScript.
r.push([...base].sort((a, b) => ({ valueOf: () => a - b })).join());
r.push([...base].sort((a, b) => (a < b ? "-1" : "1")).join());
try {
  [...base].sort((a, b) => ({ valueOf() { throw new RangeError("bad valueOf " + a); } }));
} catch (e) {
  r.push(e.name, e.message.startsWith("bad valueOf"));
}
// Throws: from the comparator, from a sort inside it, caught inside the outer comparator.
try {
  [...base].sort((a, b) => { if (a === 7 || b === 7) throw new TypeError("seven"); return a - b; });
} catch (e) {
  r.push(e.name + ": " + e.message);
}
let caught = 0;
r.push([...base].sort((a, b) => {
  try {
    [1, 2, 3].sort(() => { throw new Error("deep"); });
  } catch (e) {
    caught += e.message === "deep" ? 1 : 0;
  }
  return b - a;
}).join(), caught > 0);
function deeper(a, b, n) { if (n === 0) throw new Error("deep " + a); return deeper(a, b, n - 1); }
try {
  [...base].sort((a, b) => deeper(a, b, 50));
} catch (e) {
  r.push(e.message.startsWith("deep"));
}
// A sort inside a builtin's call back into JavaScript (String calling toString), its throw
// crossing that boundary.
const o = { toString() { return [...base].sort((a, b) => b - a).join("") } };
r.push(String(o), `${o}`.length);
try {
  String({ toString() { return [1, 2].sort(() => { throw new Error("in toString"); }).join(); } });
} catch (e) {
  r.push(e.message);
}
r.push(JSON.stringify({ a: [3, 1, 2] }, (key, v) => (Array.isArray(v) ? [...v].sort((x, y) => x - y) : v)));
// toSorted and the sort after all of the above leave the program's state intact.
const big = [];
for (let i = 0; i < 2000; i++) big.push({ id: i, s: (i * 7919) % 997 });
const bs = big.toSorted((a, b) => a.s - b.s || b.id - a.id);
let ok = true;
for (let i = 1; i < bs.length; i++) if (bs[i - 1].s > bs[i].s || (bs[i - 1].s === bs[i].s && bs[i - 1].id < bs[i].id)) ok = false;
r.push(ok, big[0].id, bs[0].id, bs[1999].id);
return r;
