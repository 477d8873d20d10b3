// expect: ["A-2-B",["a","b","c"],"0|null|undefined|true|1e+21|0.30000000000000004|NaN","","only","string","5","xin1nery","1,2,3[object Object]","boom","7","string","0:,1:v,2:vv"]
const log = [];
const o = (name, v) => ({ toString() { log.push(name); return v; } });
const a = `${o("a", "A")}-${1 + 1}-${o("b", "B")}`;
const b = `${-0}|${null}|${undefined}|${true}|${1e21}|${0.1 + 0.2}|${NaN}`;
const c = ``;
const d = `${"only"}`;
const e = `${5}`;
const f = `x${`in${1}ner`}y`;
const g = `${[1, [2, 3]]}${{}}`;
let h = "";
try { h = `${{ toString() { throw new Error("boom"); } }}`; } catch (err) { h = err.message; }
const i = `${o("c", 7)}`;
const big = Array.from({ length: 3 }, (_, k) => `${k}:${"v".repeat(k)}`).join(",");
return [a, log, b, c, d, typeof e, e, f, g, h, i, typeof i, big];
