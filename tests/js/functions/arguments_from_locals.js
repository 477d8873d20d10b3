// expect: [[1,"two",null,3],["two",1,null,2],[1,"two",null,null,5,1,"two"],[1,"two",null,null,1,1],5,"two1twonull",[2,1,3],[2,2,2,3],["0-0-0-0","1-10-1-10","2-20-2-20","3-30-3-30"],"wxyzw"]
// Locals pushed in pairs (a call's arguments, an array's items, a method's receiver and
// argument): order, counts and values as node has them.
function three(x, y, z) { return [x, y, z, arguments.length]; }
function rest(...xs) { return xs; }
const out = [];
let a = 1, b = "two", c = null, d = undefined, e = { k: 5 };
out.push(three(a, b, c));
out.push(three(b, a));
out.push(rest(a, b, c, d, e.k, a, b));
out.push([a, b, c, d, a, a]);
const m = Math.max(a, e.k, a);
out.push(m);
const s = b.concat(a, b, c);
out.push(s);
// Swaps and reuse of the same local twice.
let p = 1, q = 2;
[p, q] = [q, p];
out.push([p, q, p + q]);
out.push(three(p, p, p));
// In a loop, the pairs read the locals as they are at each call.
const acc = [];
for (let i = 0; i < 4; i++) {
  let j = i * 10;
  acc.push(rest(i, j, i, j).join("-"));
}
out.push(acc);
// A long chain of locals as arguments of a method call.
const parts = [];
let w1 = "w", w2 = "x", w3 = "y", w4 = "z";
parts.push(w1, w2, w3, w4, w1);
out.push(parts.join(""));
return out;
