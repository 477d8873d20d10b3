// expect: [[["string:d","number:0","number:0","string:w","number:0","number:0","number:3","string:e"],["number:1","string:a","number:1","number:1","string:y","number:1","number:1","number:1"],["string:d","number:0","number:0","string:w","number:0","number:0","number:3","string:e"],["string:d","string:","string:","string:w","string:","string:","number:3","string:e"],["string:x","string:a","string:x","string:x","string:y","string:x","string:x","string:x"],["string:d","object:null","string:n","string:w","object:null","string:z","number:3","string:e"],["string:d","undefined:undefined","string:n","string:w","undefined:undefined","string:z","number:3","string:e"],["string:d","number:NaN","number:NaN","string:w","number:NaN","number:NaN","number:3","string:e"],["object:[object Object]","string:a","object:[object Object]","object:[object Object]","string:y","object:[object Object]","object:[object Object]","object:[object Object]"],["object:","string:a","object:","object:","string:y","object:","object:","object:"],["string:d","boolean:false","boolean:false","string:w","boolean:false","boolean:false","number:3","string:e"],["boolean:true","string:a","boolean:true","boolean:true","string:y","boolean:true","boolean:true","boolean:true"]],[10,11,20,21],0,"none","none",16]
// `a || b`, `a && b`, `a ?? b` whose value is used: the tested value is kept when it decides, dropped when the right side runs (JumpIfTrueOrPop and its kin).
const vals = [0, 1, -0, "", "x", null, undefined, NaN, {}, [], false, true];
const out = [];
for (const v of vals) {
  let w = v, y = v, z = v;
  w ||= "w"; y &&= "y"; z ??= "z";
  out.push([v || "d", v && "a", v ?? "n", w, y, z, v || v && 2 || 3, (v ?? 0) || "e"].map((x) => typeof x + ":" + String(x)));
}
const byScore = [{ s: 2, i: 1 }, { s: 1, i: 0 }, { s: 2, i: 0 }, { s: 1, i: 1 }].sort((a, b) => a.s - b.s || a.i - b.i);
const pick = (o) => o.a ?? o.b ?? "none";
let n = 0;
for (let i = 0; i < 5; i++) n = (n && n * 2) || 1;
return [out, byScore.map((o) => o.s * 10 + o.i), pick({ a: 0 }), pick({ b: null }), pick({}), n];
