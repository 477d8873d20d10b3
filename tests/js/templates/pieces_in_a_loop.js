// expect: [["0:0|0|O-","1:false|1.5|O1","2:undefined|3|O-","3:NaN|4.5|O2","4:3|6|O-","5:s5|7.5|O4","6:null|9|O-","7:0|10.5|O5","8:O|12|O-"],["obj","obj","p1","obj","obj","p2","p3","obj","obj","p4","obj","obj","p5","obj","obj"],"0,1,2,3,",4]
// Template literals in a loop, where the inner tier runs most instructions: primitive pieces
// (numbers, strings, booleans, null, undefined, -0, NaN) stay for the concatenation to
// convert, and an object piece calls its own toString, in order (one returns a number).
const calls = [];
const obj = { toString() { calls.push("obj"); return "O"; } };
const prim = { n: 0, toString() { this.n++; calls.push("p" + this.n); return this.n; } };
const out = [];
for (let i = 0; i < 9; i++) {
  const v = [i, "s" + i, i % 2 === 0, null, undefined, -0, NaN, obj, prim][(i * 2) % 9];
  out.push(`${i}:${v}|${i * 1.5}|${obj}${i & 1 ? prim : "-"}`);
}
// A counting loop's closing jump that goes forward: `i++` just before `break`.
let k = 0;
let seen = "";
for (;;) {
  seen += `${k},`;
  if (k === 3) { k++; break; }
  k++;
}
return [out, calls, seen, k];
