// expect: [1242988640,[3,3,4,6],"aAbBcCdDeE",[0,1,4,9,16,0,0,1,-1],["1-2-3/1","2-4-6/23","3-6-9/345"],["{\"i\":0,\"t\":\"t0\"}","{\"i\":1,\"t\":\"t1\"}","{\"i\":2,\"t\":\"t2\"}"],["RangeError:cb0","SyntaxError:parse","RangeError:cb2","SyntaxError:parse"],"TypeError",1,4,"y2",[10,2,10,3,10,3,11,3,12,4],399]
// Builtins called from hot loops: plain results, many arguments, bound receivers, callbacks
// into the program, and errors thrown inside them and caught by the loop's own try.
const out = [];
let h = 7;
for (let i = 0; i < 50; i++) h = (Math.imul(h, 31) + i) | 0;
out.push(h);
const maxes = [];
for (let i = 0; i < 4; i++) maxes.push(Math.max(i, 3, -1, 2 * i, i - 5, 1.5));
out.push(maxes);
let s = "";
for (let i = 0; i < 5; i++) s += String.fromCharCode(97 + i, 65 + i);
out.push(s);
const a = [];
for (let i = 0; i < 5; i++) { const n = a.push(i * i); if (n !== i + 1) out.push("bad length"); }
for (let i = 0; i < 2; i++) a.push(i, -i);
out.push(a);
// Callbacks into the program while the loop's own values sit on the stack.
const maps = [];
for (let i = 1; i <= 3; i++) maps.push([1, 2, 3].map((x) => x * i).join("-") + "/" + Array.from({ length: i }, (_, k) => k + i).join(""));
out.push(maps);
const js = [];
for (let i = 0; i < 3; i++) js.push(JSON.stringify({ i, t: { toJSON() { return "t" + i; } } }));
out.push(js);
// Errors from builtins, caught inside the loop that made them.
let caught = [];
for (let i = 0; i < 4; i++) {
  try {
    if (i % 2) JSON.parse("{bad" + i);
    else [i].forEach((v) => { throw new RangeError("cb" + v); });
  } catch (e) {
    caught.push(e.constructor.name + ":" + (e instanceof RangeError ? e.message : "parse"));
  }
}
out.push(caught);
// push where its fast path does not apply: a frozen array, an array-like, a sealed one.
const frozen = Object.freeze([1]);
try { for (let i = 0; i < 2; i++) frozen.push(i); } catch (e) { out.push(e.constructor.name, frozen.length); }
const like = { length: 1, 0: "x", push: Array.prototype.push };
for (let i = 0; i < 3; i++) like.push("y" + i);
out.push(like.length, like[3]);
// Bound builtins and builtins reached through a variable.
const atLeast = Math.max.bind(null, 10);
const floor = Math.floor;
const bound = [];
for (let i = 8; i < 13; i++) bound.push(atLeast(i), floor(i / 3));
out.push(bound);
// A builtin result used at once by the next instructions, in a function called in a loop.
function digits(n) { return String(n).split("").map(Number).reduce((x, y) => x + y, 0); }
let ds = 0;
for (let i = 0; i < 30; i++) ds += digits(i * 37);
out.push(ds);
return out;
