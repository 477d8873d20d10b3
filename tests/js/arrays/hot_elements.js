// expect: [[0,10,20,10,17,26],5,false,true,"undefined",20,[0,10,20],[1,2,3],[true,"zero",true,"zero",true,"ex",false,"u",false,"u"],[false,"undefined",true,"5",false,"undefined",true,"7",false,"undefined",false,true,true,false,false],"h|é|l|l|o|undefined",[true,0,true,"proto",true,2,false],20,["TypeError","TypeError","TypeError","TypeError","TypeError","ok","TypeError","ok"],201,3]
// Element reads, stores and `in` inside hot loops: arrays in and past their length, holes,
// frozen arrays, keys that are not indices, strings, objects, and an index on
// Array.prototype that `in` and a read of a hole must find.
const out = [];
const a = [];
for (let i = 0; i < 6; i++) a[i] = i * i;
for (let i = 0; i < 6; i++) a[i] = a[i] + 1;
out.push(a);
const sparse = [];
for (let i = 0; i < 3; i++) sparse[i * 2] = i;
out.push(sparse.length, 1 in sparse, 2 in sparse, String(sparse[1]));
let chained;
for (let i = 0; i < 3; i++) chained = a[i] = 10 * i;
out.push(chained, a.slice(0, 3));
const frozen = Object.freeze([1, 2, 3]);
for (let i = 0; i < 4; i++) frozen[i] = 9;
out.push(frozen);
const keys = [];
const o = { 0: "zero", x: "ex" };
for (const k of [0, "0", "x", 1.5, -1]) keys.push(k in o, o[k] === undefined ? "u" : o[k]);
out.push(keys);
const arr = [5, , 7];
const ins = [];
for (let i = -1; i < 4; i++) ins.push(i in arr, String(arr[i]));
for (const k of ["1", "2", "length", 0.5, NaN]) ins.push(k in arr);
out.push(ins);
const chars = [];
const s = "héllo";
for (let i = 0; i < 6; i++) chars.push(String(s[i]));
out.push(chars.join("|"));
Array.prototype[1] = "proto";
const withHole = [0, , 2];
const seen = [];
for (let i = 0; i < 3; i++) seen.push(i in withHole, withHole[i]);
delete Array.prototype[1];
// Array.prototype is an array in node: put its length back too (the suite shares one realm).
Array.prototype.length = 0;
seen.push(1 in withHole);
out.push(seen);
const grid = [[1, 2], [3, 4]];
let sum = 0;
for (let i = 0; i < 8; i++) sum += grid[i & 1][(i >> 1) & 1];
out.push(sum);
const errs = [];
for (const v of [null, undefined, 5, "s"]) {
  try { errs.push(0 in v); } catch (e) { errs.push(e.constructor.name); }
  try { v[0] = 1; errs.push("ok"); } catch (e) { errs.push(e.constructor.name); }
}
out.push(errs);
const big = [];
for (let i = 0; i < 3; i++) big[100 + i * 50] = i;
out.push(big.length, Object.keys(big).length);
return out;
