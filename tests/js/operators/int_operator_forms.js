// expect: [["0,0,0,0,0,2,6,0,0,0",true],["-0,-0,-0,0,0,2,6,0,0,0",true],["9,1.5,3,9,1,3,5,48,1,0",true],["-9,-1.5,-3,9,5,-1,-5,-48,-2,1073741823",true],["22.5,3.75,3.5,56.25,5,7,1,112,3,1",true],["-6442450947,-1073741824.5,-1,4611686022722355000,5,2147483647,2147483641,-16,1073741823,536870911",true],["12884901903,2147483650.5,1,18446744116659225000,5,7,3,80,2,1",true],["3e+300,5e+299,0,Infinity,0,2,6,0,0,0",true],["NaN,NaN,NaN,NaN,0,2,6,0,0,0",true],["-Infinity,-Infinity,NaN,Infinity,0,2,6,0,0,0",true],["27,4.5,1,81,1,11,15,144,4,2",true],["48,8,0,256,0,18,22,256,8,4",true],["0,0,0,0,0,2,6,0,0,0",true],["NaN,NaN,NaN,NaN,0,2,6,0,0,0",true],["0,0,0,0,0,2,6,0,0,0",true],["NaN,NaN,NaN,NaN,0,2,6,0,0,0",true],["0,0,0,0,0,2,6,0,0,0",true],["3,0.5,1,1,1,3,7,16,0,0",true],["15,2.5,1,25,5,7,3,80,2,1",true],["0,0,0,0,0,2,6,0,0,0",true],["NaN,NaN,NaN,NaN,0,2,6,0,0,0",true],["18,3,2,36,4,6,0,96,3,1",true],20,-741332101]
// Every operator with an integer constant on the right, in both fused forms (`LocalMulInt`…, on a local; `MulInt`…, on an operand such as `o.v`), over numbers and values that need converting; the two forms must agree with each other and with node.
const log = [];
const counted = { valueOf() { log.push("valueOf"); return 6; } };
const xs = [0, -0, 3, -3, 7.5, -2147483649, 4294967301, 1e300, NaN, -Infinity, "9", " 0x10 ", "", "a", null, undefined, false, true, [5], [], {}, counted];
const show = (v) => (Object.is(v, -0) ? "-0" : v !== v ? "NaN" : typeof v === "number" && Math.abs(v) > 2 ** 53 ? String(v) : v);
const out = [];
for (let i = 0; i < xs.length; i++) {
  const x = xs[i];
  const o = { v: x };
  const local = [x * 3, x / 2, x % 4, x ** 2, x & 5, x | 2, x ^ 6, x << 4, x >> 1, x >>> 2];
  const operand = [o.v * 3, o.v / 2, o.v % 4, o.v ** 2, o.v & 5, o.v | 2, o.v ^ 6, o.v << 4, o.v >> 1, o.v >>> 2];
  out.push([local.map(show).join(), local.map(show).join() === operand.map(show).join()]);
}
out.push(log.length);
let h = 7;
for (let i = 0; i < 50; i++) h = ((h * 31) ^ (h >>> 7) ^ (i << 3) ^ (h >> 2) ^ (h & 255) ^ (h | 1) ^ (h % 97)) | 0;
out.push(h);
return out;
