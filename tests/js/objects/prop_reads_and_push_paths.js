// expect: [1,3,3,"[1,2,3]","TypeError",2,"TypeError",1,3,"{\"0\":\"x\",\"1\":\"y\",\"2\":\"z\",\"length\":3}","TypeError","proto","proto-y","own","proto","proto",0,19,null,true,2,"e",6,3,"5.0",2,"h","object","TypeError"]
const r = [];
// push: return value, several arguments, frozen and sealed arrays, array-likes, primitives
const a = [1];
r.push(a.push(), a.push(2, 3), a.length, JSON.stringify(a));
const f = Object.freeze([1, 2]);
try { f.push(3); r.push("no throw"); } catch (e) { r.push(e.constructor.name, f.length); }
const s = Object.preventExtensions([1]);
try { s.push(2); r.push("no throw"); } catch (e) { r.push(e.constructor.name, s.length); }
const like = { length: 1, 0: "x" };
r.push(Array.prototype.push.call(like, "y", "z"), JSON.stringify(like));
try { Array.prototype.push.call(null, 1); r.push("no throw"); } catch (e) { r.push(e.constructor.name); }
// property reads: own before inherited, shadowing, deleted own falls back to the prototype
const proto = { x: "proto", y: "proto-y" };
const o = Object.create(proto);
r.push(o.x, o.y);
o.x = "own";
r.push(o.x, proto.x);
delete o.x;
r.push(o.x);
const big = {};
for (let i = 0; i < 20; i++) big["k" + i] = i;
r.push(big.k0, big.k19, big.k20, big.toString === Object.prototype.toString);
// reads on arrays, strings, numbers and functions keep their special keys
const arr = [5, 6];
arr.extra = "e";
r.push(arr.length, arr.extra, arr[1], "abc".length, (5).toFixed(1), (function g(p, q) {}).length);
function h() {}
r.push(h.name, typeof h.prototype);
try { undefined.x; r.push("no throw"); } catch (e) { r.push(e.constructor.name); }
return r;
