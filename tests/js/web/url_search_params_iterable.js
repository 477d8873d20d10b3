// expect: [["a=1","b=2","a=3"],[["a","1"],["b","2"],["a","3"]],["a1","b2","a3"],[["a","3"],["b","2"]],"a",[["x","1"],["y","2"]]]
const p = new URLSearchParams("a=1&b=2&a=3");
const out = [];
for (const [k, v] of p) out.push(k + "=" + v);
const spread = [...p];
const fromed = Array.from(p, ([k, v]) => k + v);
const m = new Map(p);
const [[k0]] = p;
const e = [];
for (const x of new URL("http://h/?x=1&y=2").searchParams) e.push(x);
return [out, spread, fromed, [...m], k0, e];
