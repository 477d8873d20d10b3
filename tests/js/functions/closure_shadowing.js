// expect: ["2,4,6","1,2,3",6,"inner","changed","block m","outer m",[null,"var z"],"outer z","ReferenceError","outer q|body q",2,2,"inner h","outer h","arg!","changed key",120,"outer fact","xx!","outer a1","thrown","outer err",30,"0,1,2","6,7","3,6","outer v"]
// Which binding a nested function reads when names are reused: callback parameters, block and
// body declarations, var hoisting, parameter defaults, named function expressions, methods.
const r = [];
// A callback parameter named like a loop variable of the enclosing function.
const items = [1, 2, 3];
const doubled = items.map((x) => x * 2);
const fns = [];
for (const x of items) fns.push(() => x);
let sum = 0;
for (const x of items) sum += x;
r.push(doubled.join(), fns.map((f) => f()).join(), sum);
// A declaration in an inner block shadows only that block: the outer binding is read.
let y = "outer";
const f1 = () => { { let y = "inner"; r.push(y); } return y; };
y = "changed";
r.push(f1());
let m = "outer m";
const mid = () => { { const m = "block m"; r.push(m); } return () => m; };
r.push(mid()());
m = "later m";
// A var anywhere in a function shadows the outer name in the whole function.
let z = "outer z";
const f2 = () => { const before = z; if (items.length) { var z = "var z"; } return [before, z]; };
r.push(f2(), z);
// A body-level const read before its declaration is in its dead zone.
let w = 1;
const f3 = () => { if (w === undefined) return 0; const w = 2; return w; };
try { r.push(f3()); } catch (e) { r.push(e.name); }
// A parameter default reads the outer name even when the body declares it again.
let q = "outer q";
const f4 = (a = q) => { var q = "body q"; return a + "|" + q; };
r.push(f4());
const f5 = (a, b = a + 1) => b;
r.push(f5(1));
// Nested functions: the innermost parameter shadows, the middle one writes the outer binding.
let count = 0;
const inc = () => { const g = (count) => count + 1; count = g(count); };
inc();
inc();
r.push(count);
// A function declared in a nested body shadows the outer name there only.
let h = "outer h";
const f6 = () => { function h() { return "inner h"; } return h(); };
r.push(f6(), h);
// A method's parameter shadows; its computed name reads the outer binding.
let key = "k";
const o = { [key](key) { return key + "!"; }, other() { return key; } };
key = "changed key";
r.push(o.k("arg"), o.other());
// A named function expression refers to itself by its name.
let fact = "outer fact";
const fe = function fact(n) { return n <= 1 ? 1 : n * fact(n - 1); };
r.push(fe(5), fact);
// Destructured parameters, with a default reading a sibling.
let a1 = "outer a1";
const f7 = ({ a1, b1 = a1 + "!" }) => a1 + b1;
r.push(f7({ a1: "x" }), a1);
// A catch parameter shadows within its block only.
let err = "outer err";
const f8 = () => { try { throw "thrown"; } catch (err) { r.push(err); } return err; };
r.push(f8());
// A sibling callback's parameter does not stop another closure from writing the outer binding.
let acc = 0;
const add = (v) => { acc += v; };
[1, 2].map((acc) => acc * 10).forEach(add);
r.push(acc);
// Per-iteration bindings still captured per iteration, beside a shadowing callback.
const later = [];
for (let i = 0; i < 3; i++) later.push(() => i);
r.push(later.map((i) => i()).join(), [5, 6].map((i) => i + 1).join());
// Async callbacks and awaits around a shadowed name.
let v = "outer v";
const got = await Promise.all([1, 2].map(async (v) => { await null; return v * 3; }));
r.push(got.join(), v);
return r;
