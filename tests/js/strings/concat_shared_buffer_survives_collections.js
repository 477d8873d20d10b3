// expect: [2100,[101,601,1101,1601],"56789","890",100000]
// Strings built by += live in shared append buffers: collections between the appends must keep
// the buffers of the strings still reachable (the garbage loop forces several).
let s = "y".repeat(100);
const keep = [];
for (let i = 0; i < 2000; i++) {
  s += i % 10;
  if (i % 500 === 0) keep.push(s);
  if (i % 400 === 0) { for (let k = 0; k < 40000; k++) { const o = { k, t: "t" + k }; o.k++; } }
}
let junk = 0;
for (let k = 0; k < 200000; k++) { const o = { k, t: "t" + k }; junk += o.k & 1; }
return [s.length, keep.map(x => x.length), s.slice(-5), keep[3].slice(-3), junk];
