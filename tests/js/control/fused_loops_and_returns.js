// expect: [7,42,"ReferenceError",101,["lt,le,!gt,!ge","!lt,le,!gt,ge","!lt,!le,gt,ge","!lt,!le,!gt,!ge","lt,le,!gt,!ge","!lt,!le,gt,ge","!lt,!le,!gt,!ge","!lt,!le,!gt,!ge","lt,le,!gt,!ge","!lt,le,!gt,ge","lt,le,!gt,!ge","!lt,le,!gt,ge","lt,le,!gt,!ge","lt,le,!gt,!ge","!lt,!le,gt,ge"],["string","1","number",2,"number",4,"number",5],3,55,5000050000,5,["x0","x5000","x10000","x15000"],"a","b",{"a":1},[2],null,"s",[17,11],["v","v","v","v","v","v","v","v","f","f"]]
// Fused loop tests, jump threading and call-site fusions (JumpIfLocalNot*Int, IncLocalJump,
// ReturnLocal, Get*Undef) on values that take their slow paths.
const log = [];
const obj = { valueOf() { log.push("v"); return 3; } };
function cmp(x) {
  const r = [];
  if (x < 3) r.push("lt"); else r.push("!lt");
  if (x <= 3) r.push("le"); else r.push("!le");
  if (x > 3) r.push("gt"); else r.push("!gt");
  if (x >= 3) r.push("ge"); else r.push("!ge");
  return r.join(",");
}
const cmps = [2, 3, 4, NaN, "2", "4", "x", undefined, null, obj, true, [3], -0.5, 2.5, 3.5].map(cmp);
// A counter that starts as a string is converted by `++`; `continue` goes to the update.
const steps = [];
for (let i = "1"; i < 6; i++) { if (i === 3) continue; steps.push(typeof i, i); }
// A loop whose bound is an object converts it every test.
let n = 0;
for (let i = 0; i < obj; i++) n++;
// Counting down, `<=`, `>=`, `>` and large bounds.
let down = 0;
for (let i = 10; i >= 0; i--) down += i;
let le = 0;
for (let i = 0; i <= 100000; i++) le += i;
let gt = 0;
for (let i = 5; i > -5; i -= 2) gt += i;
// A loop that allocates enough to collect at its back edge.
let kept = [];
for (let i = 0; i < 20000; i++) { const o = { i, s: "x" + i }; if (i % 5000 === 0) kept.push(o); }
// The ternary result as a return (a jump to `return` becomes a return), inside try/finally too.
function pick(c, a, b) { return c ? a : b; }
function guarded(c) { try { return c ? { a: 1 } : [2]; } finally { log.push("f"); } }
function local(x) { const y = x; return y; }
// Calls of locals, cells and captures with no receiver.
function outer() {
  let cap = (v) => v * 2;
  const viaLocal = (v) => v + 1;
  const inner = () => cap(5) + viaLocal(1);
  cap = (v) => v * 3;
  return [inner(), viaLocal(10)];
}
// A parameter called as a function; a captured `const` called before and after its definition.
function app(f, x) { return f(x); }
function early() { try { return tdz(1); } catch (e) { return e.name; } }
const before = early();
const tdz = (v) => v + 100;
const after = early();
function rec(n) { return n ? rec(n - 1) + 1 : 0; }
return [rec(7), app((v) => v * 7, 6), before, after, cmps, steps, n, down, le, gt, kept.map((o) => o.s), pick(1, "a", "b"), pick(0, "a", "b"),
  guarded(true), guarded(false), local(null), local("s"), outer(), log];
