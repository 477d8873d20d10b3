// expect: [1,3,3,3,"1,2,3","TypeError",1,"TypeError",1,2,2,"y",1,3,4,"c,d,e,f",6,"cdef45",3,3,false,true,"own 2",1,1000,999]
// push by every call path: the plain call the call path answers itself, and the cases it
// leaves to the builtin (several values, frozen arrays, array-likes, call/apply/bind).
const r = [];
const a = [];
r.push(a.push(1), a.push(2, 3), a.push(), a.length, a.join());
const frozen = Object.freeze([1]);
try { frozen.push(2); } catch (e) { r.push(e.name, frozen.length); }
const sealed = Object.seal([1]);
try { sealed.push(2); } catch (e) { r.push(e.name, sealed.length); }
const like = { length: 1, 0: "x" };
r.push(Array.prototype.push.call(like, "y"), like.length, like[1]);
const b = [];
const push = b.push;
r.push(push.call(b, "c"), push.apply(b, ["d", "e"]), push.bind(b)("f"), b.join());
[4, 5].forEach((x) => b.push(x));
r.push(b.length, b.map(String).join(""));
const holes = [, 1];
r.push(holes.push(undefined), holes.length, 0 in holes, 2 in holes);
const sub = [1];
sub.push = function (x) { return "own " + x; };
r.push(sub.push(2), sub.length);
let n = 0;
const big = [];
for (let i = 0; i < 1000; i++) n = big.push({ i });
r.push(n, big[999].i);
return r;
