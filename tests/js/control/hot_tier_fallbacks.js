// expect: [[4,2,6,1.5,1,3,3,6,6,1,0,false,true,true,true,true,false,false,3,"and",3,4,2,4,3],[1,-1,"-0","-0","-0",1,0,5,0,0,0,true,false,true,false,false,true,true,"or","-0","-0",1,-1,1,"-0"],[null,null,null,null,null,1,0,5,0,0,0,false,false,false,false,false,true,true,"or",null,null,null,null,null,null],["71",6,14,3.5,1,7,3,2,14,3,0,false,true,false,true,false,true,false,"7","and","7",8,6,8,7],["x1",null,null,null,null,1,0,5,0,0,0,false,false,false,false,false,true,false,"x","and","x",null,null,null,null],[1,-1,0,0,0,1,0,5,0,0,0,true,false,true,false,false,true,true,"or",null,"nn",1,-1,1,0],[null,null,null,null,null,1,0,5,0,0,0,false,false,false,false,false,true,true,"or",null,"nn",null,null,null,null],[2,0,2,0.5,1,1,1,4,2,0,0,true,false,true,false,false,true,false,true,"and",true,2,0,2,1],[6,4,10,2.5,1,5,1,0,10,2,0,false,true,false,true,false,true,false,"{}","and","{}",6,4,6,5],["21",1,4,1,0,3,2,7,4,1,0,false,false,true,false,false,true,false,"[2]","and","[2]",3,1,3,2],["s345",6],6,[1,"inherited",null,3,3,20,null],"ReferenceError",["u1",3,8,[3,4]],500,"RangeError",[0,1,2,3,4,5,7,9],[0,1,2,3,4,5,7,9],[9,3,0,7,4,1,5,2],["stop",5],[[1,2,3]]]
// Each fast path of the dispatch loop's inner tier next to the case it hands to the general loop.
const out = [];
// Arithmetic and comparisons: numbers, then strings, null, undefined, objects with valueOf.
const vals = [3, -0, NaN, "7", "x", null, undefined, true, { valueOf() { return 5; } }, [2]];
for (let i = 0; i < vals.length; i++) {
  const a = vals[i];
  let r = [];
  r.push(a + 1, a - 1, a * 2, a / 2, a % 2, a | 1, a & 3, a ^ 5, a << 1, a >> 1, a >>> 28);
  r.push(a < 2, a > 2, a <= 3, a >= 3, a === 3, a !== 3, !a, a || "or", a && "and", a ?? "nn");
  let x = a; x++; let y = a; y--; let z = a; const w = z++;
  r.push(x, y, z, w);
  out.push(r.map((v) => (Object.is(v, -0) ? "-0" : typeof v === "object" && v !== null ? JSON.stringify(v) : v)));
}
// A loop whose counter changes type halfway.
let c = 0, steps = 0;
for (let i = 0; i < 6; i++) { steps++; if (i === 3) c = "s"; c += i; }
out.push([c, steps]);
// Loop bounds held in locals, and compared against a string.
let n = "4", t = 0;
for (let i = 0; i < n; i++) t += i;
out.push(t);
// Property reads on objects, arrays, strings and a missing property and one inherited from the prototype.
const proto = { g: "inherited" };
const o = Object.create(proto); o.a = 1;
const arr = [10, 20, 30];
out.push([o.a, o.g, o.missing, arr.length, "abc".length, arr[1], arr[5]]);
// A dead-zone read inside a loop throws where the general loop would.
try { for (let i = 0; i < 2; i++) { if (i === 1) { q; } } let q = 1; } catch (e) { out.push(e.constructor.name); }
// Calls: plain functions, methods with `this`, arrows closing over `this`, extra and missing arguments.
function add(p, q) { return (q === undefined ? "u" : q) + p; }
const obj = { k: 2, m(v) { return this.k * v; }, arrow() { return [1, 2].map((v) => this.k + v); } };
out.push([add(1), add(1, 2, 3), obj.m(4), obj.arrow()]);
// Recursion that returns through many frames, and one that runs out of stack.
function depth(d) { return d === 0 ? 0 : 1 + depth(d - 1); }
out.push(depth(500));
function forever(d) { return forever(d + 1) + 1; }
try { forever(0); } catch (e) { out.push(e.constructor.name); }
// Sorts: number results, non-number results, a comparator that calls a function, one that throws.
const nums = [5, 1, 4, 2, 3, 9, 0, 7];
out.push(nums.slice().sort((a, b) => a - b));
out.push(nums.slice().sort((a, b) => (a < b ? "-1" : a > b ? "1" : "0")));
const key = (v) => v % 3;
out.push(nums.slice().sort((a, b) => key(a) - key(b) || b - a));
let compares = 0;
try { nums.slice().sort((a, b) => { if (++compares === 5) throw new Error("stop"); return a - b; }); } catch (e) { out.push([e.message, compares]); }
out.push([[3, 1, 2].sort((a, b) => [2, 1].sort((c, d) => c - d)[0] * (a - b))]);
return out;
