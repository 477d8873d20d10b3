// expect: {"eq":["1e1e0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n","1e1e0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n","0n0n1e0n0n0n0n0n0n0n0n0n0n0n0n0n0n","0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n","0n0n0n0n1e0n0n0n0n0n0n0n0n0n0n0n0n","0n0n0n0n0n1e0n0n0n0n0n0n0n0n0n0n0n","0n0n0n0n0n0n1e0n0n0n0n0n0n0n0n0n0n","0n0n0n0n0n0n0n1e0n0n0n0n0n0n0n0n0n","0n0n0n0n0n0n0n0n1e0n0n0n0n0n0n0n0n","0n0n0n0n0n0n0n0n0n1e0n0n0n0n0n0n0n","0n0n0n0n0n0n0n0n0n0n1e0n0n0n0n0n0n","0n0n0n0n0n0n0n0n0n0n0n1e0n0n0n0n0n","0n0n0n0n0n0n0n0n0n0n0n0n1e0n0n0n0n","0n0n0n0n0n0n0n0n0n0n0n0n0n1e0n0n0n","0n0n0n0n0n0n0n0n0n0n0n0n0n0n1e0n0n","0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n1e0n","0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n1e"],"rel":["lg|,<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!",">g|,lg|,>g|,<l|.!<l|.!<l|.!>g|,<l|.!>g|,>g|,<l|.!<l|.!<l|.!<l|.!",">g|,<l|.!lg|,<l|.!<l|.!<l|.!<l|.!<l|.!>g|,>g|,<l|.!<l|.!<l|.!<l|.!",">g|,>g|,>g|,lg|,<l|.!<l|.!>g|,<l|.!>g|,>g|,<l|.!<l|.!<l|.!>g|,",">g|,>g|,>g|,>g|,lg|,<l|.!>g|,<l|.!>g|,>g|,<l|.!<l|.!<l|.!>g|,",">g|,>g|,>g|,>g|,>g|,lg|,>g|,<l|.!>g|,>g|,<l|.!<l|.!<l|.!>g|,",">g|,<l|.!>g|,<l|.!<l|.!<l|.!lg|,<l|.!>g|,>g|,<l|.!<l|.!<l|.!<l|.!",">g|,>g|,>g|,>g|,>g|,>g|,>g|,lg|,>g|,>g|,<l|.!<l|.!<l|.!>g|,",">g|,<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!lg|,<l|.!<l|.!<l|.!<l|.!<l|.!",">g|,<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!<l|.!>g|,lg|,<l|.!<l|.!<l|.!<l|.!",">g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,lg|,<l|.!<l|.!>g|,",">g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,lg|,<l|.!>g|,",">g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,>g|,lg|,>g|,",">g|,>g|,>g|,<l|.!<l|.!<l|.!>g|,<l|.!>g|,>g|,<l|.!<l|.!<l|.!lg|,"],"units":[97,98,55357,56832,57,32,120,"U","U"],"digits":1,"reads":["1","own","p","seven","x","undefined","1","1","own","p","seven","undefined","undefined","1","1","own","p","seven","undefined","now","1"],"arrReads":["x","y","undefined","2"],"p":60}
// Comparisons, strict equality and computed reads on strings and objects inside tight loops
// (the dispatch loop's inner tier takes these without leaving it): every type pair of `===`,
// string relations by UTF-16 units, a string's units and past its end, and keys read from
// objects after they were used once, deleted, shadowed on the prototype or numeric.
const vals = [0, -0, 1, NaN, "", "a", "ab", "b", "B", "é", "\u{1F600}", null, undefined, true, false, [], {}];
const eq = [];
for (let i = 0; i < vals.length; i++) {
  let row = "";
  for (let j = 0; j < vals.length; j++) row += (vals[i] === vals[j] ? "1" : "0") + (vals[i] !== vals[j] ? "n" : "e");
  eq.push(row);
}
const strs = ["", "a", "A", "ab", "abc", "b", "Z", "z", "0", "9", "é", "\u{1F600}", "\uFFFF", "aa"];
const rel = [];
for (const x of strs) {
  let row = "";
  for (const y of strs) {
    row += (x < y ? "<" : "") + (x > y ? ">" : "") + (x <= y ? "l" : "") + (x >= y ? "g" : "") + "|";
    if (x < y) row += "."; else row += ",";
    if (!(x >= y)) row += "!";
  }
  rel.push(row);
}
const src = "ab\u{1F600}9 x";
const units = [];
for (let i = 0; i < src.length + 2; i++) units.push(src[i] === undefined ? "U" : src[i].charCodeAt(0));
let digits = 0;
for (let i = 0; i < src.length; i++) { const c = src[i]; if (c >= "0" && c <= "9") digits++; }
const proto = { inherited: "p", shadow: "proto" };
const obj = Object.create(proto);
obj.own = 1; obj.shadow = "own"; obj["7"] = "seven"; obj.gone = "x";
const keys = ["own", "shadow", "inherited", "7", "gone", "missing", "own"];
const reads = [];
for (let r = 0; r < 3; r++) {
  for (const k of keys) reads.push(String(obj[k]));
  if (r === 0) delete obj.gone;
  if (r === 1) obj.missing = "now";
}
const arr = ["x", "y"];
const arrReads = [];
for (const k of ["0", "1", "2", "length"]) arrReads.push(String(arr[k]));
const prec = { "+": 1, "-": 1, "*": 2, "/": 2 };
let p = 0;
for (let i = 0; i < 40; i++) p += prec["+-*/"[i % 4]];
return { eq, rel, units, digits, reads, arrReads, p };
