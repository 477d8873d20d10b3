// expect: [6,2,2,5,2,2,11,3,"left,right","a12","01234",332833500,"3345",1.25,"NaN",0,1,"x",1,"vo",["ReferenceError"],6]
// `local + e` and `local += e` read the local after `e` only when `e` cannot write it: every
// form here that writes it (assignment, update, destructuring, a closure, a nested compound
// assignment) must see the local's value from before `e`, as JavaScript reads it first.
const out = [];
let s = 1;
out.push(s + (s = 5));
s = 1; out.push(s + s++);
s = 1; out.push(s + ([s] = [7], 1));
s = 1; out.push(s + (s += 3));
let c = 1; const bump = () => { c = 100; return 1; };
out.push(c + bump());
c = 1; c += bump(); out.push(c);
s = 1; s += (s = 10); out.push(s);
// ToPrimitive runs on the left operand first, then the right.
const log = [];
let o = { valueOf() { log.push("left"); return 1; } };
out.push(o + { valueOf() { log.push("right"); return 2; } }, log.join());
// Strings, and a string built in a loop (the inner tier leaves for the general one).
let t = "a"; t = t + 1 + 2; out.push(t);
let u = ""; for (let i = 0; i < 5; i++) u += i; out.push(u);
let n = 0; for (let i = 0; i < 1000; i++) n += i * i; out.push(n);
let mix = 0; const parts = [1, 2, "3", 4, 5]; for (let i = 0; i < parts.length; i++) mix += parts[i]; out.push(mix);
let m = 0.5; for (let i = 0; i < 3; i++) m = m + i / 4; out.push(m);
let w = 1; w = w + undefined; out.push(String(w));
let q = null; q = q + null; out.push(q);
// An exception in the right operand leaves the local as it was.
let e = 1; try { e += (() => { throw new Error("x"); })(); } catch (err) { out.push(e, err.message); }
// So does a conversion that throws in the addition itself.
let v = 1; try { v += { valueOf() { throw new Error("vo"); } }; } catch (err) { out.push(v, err.message); }
// A read in the dead zone still throws before the right operand runs.
function dz(k) { let r = []; try { r.push(z + k()); } catch (err) { r.push(err.name); } let z = 1; return r; }
out.push(dz(() => { throw new TypeError("right first"); }));
async function later() { let a = 1; a += await Promise.resolve(2); a = a + (await Promise.resolve(3)); return a; }
return later().then((v) => [...out, v]);
