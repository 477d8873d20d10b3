// expect: ["null:TypeError","null:TypeError","undefined:TypeError","undefined:TypeError","zero:ok","zero:rest","a","b","d"]
const out = [];
for (const [src, label] of [[null, "null"], [undefined, "undefined"], [0, "zero"]]) {
  try { const {} = src; out.push(label + ":ok"); } catch (e) { out.push(label + ":" + e.name); }
  try { const { ...rest } = src; out.push(label + ":rest"); } catch (e) { out.push(label + ":" + e.name); }
}
const [a = () => 1] = [];
const { b = function () {} } = {};
function c(d = () => 2) { return d.name; }
out.push(a.name, b.name, c());
return out;
