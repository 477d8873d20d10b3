// expect: ["TypeError","TypeError","TypeError"]
const out = [];
for (const f of [() => "a".includes(/a/), () => "a".startsWith(/a/), () => "a".endsWith(/a/)]) {
  try { f(); out.push("ok"); } catch (e) { out.push(e.name); }
}
return out;
