// expect: ["1,2,3,4,5,6,7,8,9,10,11,12","false,true,true,true,true,false,false",true,true,true,true,10,11,"ABCDEFGHIJ","ABCDEFGHIJ",12,"#0|0|0|#7|7|7|#-7|-7|-7|#123456789|123456789|123456789|#1234567890|1234567890|1234567890|#-123456789|-123456789|-123456789|#12345678901|12345678901|12345678901|#1.5|1.5|1.5|#-0.25|-0.25|-0.25",9,106,"6789",10,"{\"abcdefghij\":\"abcdefghijk\",\"short\":\"k42\"}","zztail","tail1","zzzztail!","a-b-c-d","2,2,3"]
// Strings around the length where the heap stores them in their slot (10 units): built by
// concatenation, from literals, slices and numbers, compared, used as keys and searched.
const r = [];
const lits = ["", "a", "abcdefghi", "abcdefghij", "abcdefghijk", "ünïcødé✓", "😀😀😀😀😀"];
const built = [];
let s = "";
for (let i = 0; i < 12; i++) {
  s = s + String.fromCharCode(97 + i);
  built.push(s);
}
r.push(built.map((b) => b.length).join());
r.push(lits.map((l) => built.includes(l)).join());
r.push(built[8] === lits[2], built[9] === lits[3], built[10] === lits[4], built[9] < built[10]);
const m = new Map();
const o = {};
for (const b of built) { m.set(b, b.length); o[b] = b.toUpperCase(); }
r.push(m.get("abcdefghij"), m.get("abcdefghijk"), o.abcdefghij, o["abcdefgh" + "ij"], Object.keys(o).length);
const n = [];
for (const x of [0, 7, -7, 123456789, 1234567890, -123456789, 12345678901, 1.5, -0.25]) n.push("#" + x, x + "", String(x));
r.push(n.join("|"));
r.push("abcdefghij".indexOf("j"), ("abcde" + "fghij").charCodeAt(9), ("x" + 123456789).slice(-4), ("q" + 1e9).split("0").length);
r.push(JSON.stringify({ [built[9]]: built[10], short: "k" + 42 }));
const long = "z".repeat(300) + "tail";
r.push(long.slice(-6), (long + 1).slice(-5), long.slice(296, 306) + "!", [..."ab" + "cd"].join("-"));
r.push(["é" + "ü", "✓" + 1, "😀" + 2].map((x) => x.length).join());
return r;
