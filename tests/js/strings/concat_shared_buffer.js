// expect: ["300,301,302,303,304,305,306,307,308,309,310,312,314,316,318,320,322,324,326,328,330,332,334,336,338,340,342,344,346,348,350,352,354,356,358,360,362,364,366,368,370,372,374,376,378,380,382,384,386,388","6789Z","6789Y","789",["481","482"],390,true]
// Strings built by += share an append buffer: earlier values, branches from one prefix and
// appends to an older value must all keep their own contents.
let a = "x".repeat(300); const keep = [];
for (let i = 0; i < 50; i++) { keep.push(a); a += String(i); }
let b = keep[10]; b += "Z"; let c = keep[10] + "Y";
const branches = [keep[49] + "1", keep[49] + "2"];
return [keep.map(s => s.length).join(","), b.slice(-5), c.slice(-5), keep[10].slice(-3), branches.map(s => s.slice(-3)), a.length, keep[20] === "x".repeat(300) + Array.from({length: 20}, (_, i) => i).join("")];
