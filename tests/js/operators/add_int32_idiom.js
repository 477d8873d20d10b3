// expect: {"table":[[0,1,-1,2147483647,0,3,0],[0,1,-1,2147483647,0,3,0],[1,2,0,-2147483648,1,13,1],[-1,0,-2,2147483646,0,-13,-1],[2147483647,-2147483648,2147483646,-2,2147483647,-7,2147483647],[-2147483648,-2147483647,2147483647,-1,-2147483647,-3,-2147483648],[-1,0,-2,2147483646,-1,-7,-1],[1,2,0,-2147483648,2,1,1],[-1,0,-2,2147483645,0,-1,-1],[-559939584,-559939584,-559939584,1587544064,-559939584,0,-559939584],[0,0,0,0,0,0,0],[0,0,0,0,0,0,0],[0,0,0,0,0,0,0],[70,71,0,-866960385,70,73,0],[0,0,0,0,0,0,0],[0,1,-1,2147483647,0,3,0],[1,2,0,-2147483648,1,0,1],[0,1,-1,2147483647,0,0,0],[0,0,0,0,0,0,0],[20,21,0,672647167,20,23,0],[40,41,39,-2147483609,40,403,40],[120,121,0,1888399359,120,123,0]],"h":831690856,"s":-438091804,"ordered":-2147483647,"calls":["o","p"],"str":0,"num":12}
// `(a + b) | 0`, the integer-addition idiom (the fused `AddInt32`), over numbers that wrap, fractions, NaN and infinities, -0, strings, booleans, null, undefined, objects with `valueOf` and `toString`, and a loop that wraps its accumulator.
const xs = [0, -0, 1, -1, 2147483647, -2147483648, 4294967295, 1.5, -1.5, 1e21, NaN, Infinity, -Infinity, "7", "x", "", true, null, undefined, [2], { valueOf() { return 40; } }, { toString() { return "12"; } }];
const table = [];
for (const a of xs) {
  const row = [];
  for (const b of [0, 1, -1, 2147483647, 0.75, "3", null]) row.push((a + b) | 0);
  table.push(row);
}
let h = 0;
for (let i = 0; i < 2000; i++) h = (h * 31 + i * 977) | 0;
let s = 0;
for (let i = 0; i < 1000; i++) s = (s + i * 3000011) | 0;
const calls = [];
const o = { valueOf() { calls.push("o"); return 2147483647; } };
const p = { valueOf() { calls.push("p"); return 2; } };
const ordered = (o + p) | 0;
return { table, h, s, ordered, calls, str: ("a" + 1) | 0, num: ("1" + 2) | 0 };
