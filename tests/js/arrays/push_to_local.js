// expect: [16,"[1,{\"i\":0,\"k\":\"v\",\"t\":[0,null,0],\"s\":\"number\",\"e\":false},3,{\"i\":1,\"k\":\"v\",\"t\":[1,null,-1],\"s\":\"number\",\"e\":false},5,{\"i\":2,\"k\":\"v\",\"t\":[2,null,-2],\"s\":\"number\",\"e\":true},7,{\"i\":3,\"k\":\"v\",\"t\":[3,null,-3],\"s\":\"number\",\"e\":false},1,4,{\"a\":1},1,\"z\",\"plain\",1,0]",1,-1,"10",7,3,0,"2,1,0",1,9,"TypeError",1,"TypeError","Cannot read properties of undefined (reading 'push')","Cannot read properties of null (reading 'push')","Cannot read properties of undefined (reading 'push')","Cannot read properties of undefined (reading 'id')",2,"TypeError",2,"[{\"id\":1,\"first\":\"a\",\"n\":1},{\"id\":2,\"n\":0}]","3",4,false,4,5000,14995]
// `a.push(v)` on a local array, one instruction when making `v` runs no code (PushToLocal):
// every way the array, its `push` or the value can differ from the plain case still behaves.
const log = [];
const out = [];
const x = { a: 1 };
let n = 0;
for (let i = 0; i < 4; i++) {
  out.push(i * 2 + 1);
  out.push({ i, k: "v", t: [i, null, -i], s: typeof i, e: i === 2 });
}
for (let i = 0; i < 3; i++) { i += 0.5; out.push(i * 2); }
out.push(x);
out.push(x.a);
out.push(n === 0 ? "z" : typeof x);
out.push(`plain`, 1);
const len = out.push(-n);
log.push(len, JSON.stringify(out));
// The value's conversion runs the program's code, which replaces `push` on the prototype:
// the method was read before, so the builtin still runs this once.
const orig = Array.prototype.push;
const seen = { custom: 0 };
const v = { valueOf() { Array.prototype.push = function (y) { seen.custom += y; return -1; }; return 5; } };
const arr = [];
const r1 = arr.push(v * 2);
const r2 = arr.push(7);
Array.prototype.push = orig;
log.push(r1, r2, arr.join(), seen.custom);
// An own `push` on the array, an object with a `push` method, and an array-like.
const own = [];
own.push = function (y) { seen.own = y; return 0; };
own.push(3);
log.push(seen.own, own.length);
function stack() { return { items: [], push(y) { this.items.unshift(y); return this.items.length; } }; }
const st = stack();
for (let i = 0; i < 3; i++) st.push(i);
log.push(st.items.join());
const like = { length: 0, push: Array.prototype.push };
like.push(9);
log.push(like.length, like[0]);
// Frozen and nullish receivers throw as the call would.
const fz = Object.freeze([1]);
try { fz.push(2); } catch (e) { log.push(e.name, fz.length); }
let u;
try { u.push(1); } catch (e) { log.push(e.name, e.message); }
let nul = null;
try { nul.push(n); } catch (e) { log.push(e.message); }
// A value that reads properties: the receiver's error comes first, then the value's.
const rows = [{ id: 1, tags: ["a"] }, { id: 2, tags: [] }];
const ids = [];
for (let i = 0; i < rows.length; i++) ids.push({ id: rows[i].id, first: rows[i].tags[0], n: rows[i]["tags"].length });
let none;
try { u.push(none.id); } catch (e) { log.push(e.message); }
try { ids.push(none.id); } catch (e) { log.push(e.message, ids.length); }
try { ids.push(rows[5].id); } catch (e) { log.push(e.name, ids.length); }
log.push(JSON.stringify(ids));
// The local changes between pushes; a hole stays a hole.
let cur = [1];
cur.push(2);
cur = [];
cur.push(3);
const holes = [1];
holes.length = 3;
holes.push(4);
log.push(cur.join(), holes.length, 1 in holes, holes[3]);
// Many pushes: the array grows past its first buffers.
const big = [];
for (let i = 0; i < 5000; i++) big.push(i % 7);
let sum = 0;
for (let i = 0; i < big.length; i++) sum += big[i];
log.push(big.length, sum);
return log;
