// expect: [["ltle","gtge","lege","ltle","gtge","-","-","lege","ltle","gtge","ltle","lege","ltle"],[[5,6,5,4],[5,6,5,4],[0,1,0,-1],[null,null,null,null],[2,3,2,1],[null,null,null,null],[1.5,2.5,1.5,0.5]],["p","q","r"],["q","r",null,true,null,null,3],"TypeError",[[null,null,"x"],{"k":1},[1],"TypeError"],[[0,0,0,0,0,0,"else&&","else||","!&&"],[0,"t",0,"t",0,0,"else&&","if||","!&&"],[0,1,0,1,1,1,"else&&","if||","if(||)&&","!&&"],["t",1,1,1,"t","t","if&&","if||","if&&&&","if(||)&&","loop"],["",0,"","","","","else&&","else||","!&&"],["","t","","t","","","else&&","if||","!&&"],[0,"s",0,"s","s","s","else&&","if||","if(||)&&","!&&"],["t","s","s","s","t","t","if&&","if||","if&&&&","if(||)&&","loop"],[null,0,null,null,null,null,"else&&","else||","!&&"],[null,"t",null,"t",null,null,"else&&","if||","!&&"],[null,0,null,null,null,null,"else&&","else||","!&&"],[null,"t",null,"t",null,null,"else&&","if||","!&&"],[null,0,null,null,null,null,"else&&","else||","!&&"],[null,"t",null,"t",null,null,"else&&","if||","!&&"],[0,{},0,{},{},{},"else&&","if||","if(||)&&","!&&"],["t",{},{},{},"t","t","if&&","if||","if&&&&","if(||)&&","loop"],[0,[],0,[],[],[],"else&&","if||","if(||)&&","!&&"],["t",[],[],[],"t","t","if&&","if||","if&&&&","if(||)&&","loop"]],[1,2,3,4,9,10,11],[1,4,5],["a","b","c"],["vo","vo","vo","vo","vo","vo","vo","vo","vo","stmt||","stmt||","stmt&&","stmt&&","stmt||","stmt||","stmt&&","stmt&&","stmt||","stmt||","stmt||","stmt||","stmt||","stmt||","stmt&&","stmt&&","stmt&&","stmt&&"]]
// Fused two-local compares, postfix updates whose value is used, local element reads, element
// stores as statements, and `&&` / `||` branches threaded through to where they lead.
const log = [];
function cmp2(a, b) {
  const r = [];
  if (a < b) r.push("lt"); if (a <= b) r.push("le"); if (a > b) r.push("gt"); if (a >= b) r.push("ge");
  return r.join("") || "-";
}
const vo = { valueOf() { log.push("vo"); return 2; } };
const pairs = [[1, 2], [2, 1], [2, 2], ["10", "9"], ["10", 9], [NaN, 1], [undefined, 0], [null, 0],
  [vo, 3], [3, vo], ["a", "b"], [true, 1], [[2], 3]];
const cmps = pairs.map(([a, b]) => cmp2(a, b));
// Postfix updates: the old value (converted to a number) is the result; the slot is stored.
function post(x) { const a = x++; const b = x--; const c = x--; return [a, b, c, x]; }
const posts = [post(5), post("5"), post(null), post(undefined), post(vo), post("x"), post(1.5)];
// a[k++] = v fills in order; the element read sees holes, strings, getters and missing keys.
const dst = [];
let k = 0;
const src = ["p", "q", "r"];
for (let i = 0; i < src.length; i++) { let j = i; dst[k++] = src[j]; }
function elem(o, key) { return o[key]; }
const elems = [elem(src, 1), elem("str", 2), elem(new Map([[1, 2]]), 1), elem(5, "toFixed") === (5).toFixed, elem([1, , 3], 1), elem({}, "no"), elem(src, "length")];
let thrown;
try { elem(null, "x"); } catch (e) { thrown = e.constructor.name; }
// Element stores as statements; a store on undefined throws.
function store(o, key, v) { o[key] = v; return o; }
const stores = [store([], 2, "x"), store({}, "k", 1), store([1, 2], "length", 1)];
try { store(undefined, "k", 1); } catch (e) { stores.push(e.constructor.name); }
// && and || as values, as conditions, and as statements, on every kind of value.
function logic(a, b, c) {
  const r = [];
  r.push(a && b, a || b, a && b && c, a || b || c, (a && b) || c, a && (b || c));
  if (a && b) r.push("if&&"); else r.push("else&&");
  if (a || b) r.push("if||"); else r.push("else||");
  if (a && b && c) r.push("if&&&&");
  if ((a || b) && c) r.push("if(||)&&");
  if (!(a && b)) r.push("!&&");
  while (a && b) { r.push("loop"); break; }
  a && log.push("stmt&&");
  a || log.push("stmt||");
  return r;
}
const vals = [0, 1, "", "s", null, undefined, NaN, {}, []];
const logics = [];
for (const a of vals) for (const b of [0, "t"]) logics.push(logic(a, b, a));
// A merge loop, the shape the sort uses.
function merge(x, y) {
  const out = [];
  let i = 0, j = 0, n = 0;
  while (i < x.length && j < y.length) { if (x[i] <= y[j]) out[n++] = x[i++]; else out[n++] = y[j++]; }
  while (i < x.length) out[n++] = x[i++];
  while (j < y.length) out[n++] = y[j++];
  return out;
}
return [cmps, posts, dst, elems, thrown, stores, logics, merge([1, 4, 9], [2, 3, 10, 11]),
  [5, 1, 4].sort((a, b) => a - b), ["b", "a", "c"].sort(), log];
