// expect: [[6,4,10,2,5,2,25,1.25,4,4,20,2],["71",6,14,1,7,3,49,1.75,6,6,28,3],["a1",null,null,null,0,0,null,null,0,1,0,0],[1,-1,0,0,0,0,0,0,0,1,0,0],[null,null,null,null,0,0,null,null,0,1,0,0],[10,8,18,0,9,4,81,2.25,0,8,36,4],[2,0,2,1,1,0,1,0.25,0,0,4,0],[0.5,-1.5,-1,-0.5,0,0,0.25,-0.125,0,1,0,0],[4294967300,4294967298,8589934598,1,3,1,18446744099479355000,1073741824.75,2,2,12,1],["41",3,8,1,4,2,16,1,4,5,16,2],12]
// `local op int` read straight from the slot (`LocalMulInt` and its kin, `LocalAddInt`, `LocalSubInt`) on every kind of value.
function f(x) { return [x + 1, x - 1, x * 2, x % 3, x | 0, x >>> 1, x ** 2, x / 4, x & 6, x ^ 1, x << 2, x >> 1]; }
const log = [];
const obj = { valueOf() { log.push("valueOf"); return 9; }, toString() { return "obj"; } };
return [f(5), f("7"), f("a"), f(null), f(undefined), f(obj), f(true), f(-0.5), f(2 ** 32 + 3), f([4]), log.length];
