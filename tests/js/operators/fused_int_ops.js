// expect: [6,"51",42,-1,null,9007199254740992,["-0",2,-2,1.5,2,"-0",null,1,-2,5],[5,4294967295,-2147483648,0,3,1,1661992960,6,-4,-1,0,0,0,0],["ltle","","ltle","","gtge","lege","ltle","lege"],18,5,0,5,null,15]
// Superinstructions (x++ on a local, `x op int`, compare-and-branch, local.prop) on values that
// are not plain numbers, and the integer fast paths of %, ToInt32 and ToUint32 at their edges.
let s = "5"; s++;
let t = "5"; t += 1;
let u = { valueOf() { return 41; } }; u++;
let v = null; v--;
let w; w++;
let big = 2 ** 53; big++;
const neg0 = (x) => (Object.is(x, -0) ? "-0" : x);
const m = [-4 % 2, 5 % -3, -5 % 3, 7.5 % 2, 2 ** 53 % 3, -0 % 5, 10 % 0, 2 ** 60 % 7, -(2 ** 31) % 7, 5 % Infinity].map(neg0);
const bits = [2 ** 32 + 5 | 0, -1 >>> 0, 2 ** 31 | 0, 4294967296.5 >>> 1, -(2 ** 40) ^ 3, NaN | 1, 1e20 | 0, 3 << 33, -7 >> 1, -1.5 | 0, 2 ** 63 | 0, -(2 ** 64) >>> 0, 1e300 >>> 0, Infinity | 0];
const cmp = [];
for (const [a, b] of [[1, 2], [NaN, 1], ["a", "b"], [undefined, 0], ["10", 9], [null, 0], ["10", "9"], [2, 2]]) {
  let r = "";
  if (a < b) r += "lt";
  if (a <= b) r += "le";
  if (a > b) r += "gt";
  if (a >= b) r += "ge";
  cmp.push(r);
}
let i = 0, n = 0;
while (i < 10) { i++; if (i % 3) continue; n += i; }
let j = 10;
do { --j; } while (j > 5);
let k = 3;
for (;;) { k--; if (k <= 0) break; }
const o = { a: { b: 2 } }, arr = [1, 2, 3];
let props = o.a.b + arr.length;
let strs = "ab"; strs += 1; strs -= 1;
let x = "7"; x = x * 2 + 1;
return [s, t, u, v, w, big, m, bits, cmp, n, j, k, props, strs, x];
