// expect: [["TypeError","o[0] is not a function"],["TypeError","o[k] is not a function"],["TypeError","o.q is not a function"],["TypeError","f(...) is not a function"],["TypeError","o.a.b is not a function"],["TypeError","this.m is not a function"]]
// The callee as written, in each form the compiler records: index, name key, string key,
// a call's result, a parenthesized base, and `this`.
const o = { a: {} };
const k = "z";
const f = () => 1;
const out = [];
const cases = [() => o[0](), () => o[k](), () => o["q"](), () => f()(), () => (o.a).b()];
for (const g of cases) {
  try { g(); } catch (e) { out.push([e.name, e.message]); }
}
const holder = { m: 1, run() { return this.m(); } };
try { holder.run(); } catch (e) { out.push([e.name, e.message]); }
return out;
