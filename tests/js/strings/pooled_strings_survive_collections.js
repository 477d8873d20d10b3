// expect: {"kept":285,"bad":0,"hash":676193912,"churn":2426856,"first":"abcdefghijk","last":"abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLM#59924","mid":"29962:abcdefghijklmnopqrstuvwxyz0"}
// Strings of 11 to 70 units (pooled blocks of three sizes, and boxes past 64) made by
// concatenation, templates, slices, padding and joins, most dropped at once and some kept across
// many collections: every kept string must still read as it was made.
const kept = [];
const made = [];
const base = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-_=+";
let churn = 0;
for (let i = 0; i < 60000; i++) {
  const len = 11 + (i % 60);
  let s;
  switch (i % 5) {
    case 0: s = base.slice(i % 7, (i % 7) + len); break;
    case 1: s = ("k" + i).padEnd(len, "xyz"); break;
    case 2: s = `${i}:${base}`.slice(0, len); break;
    case 3: s = [i, base.slice(0, len)].join("|").slice(0, len); break;
    default: s = base.slice(0, len - 6) + "#" + String(i % 100000).padStart(5, "0");
  }
  churn += s.length;
  if (i % 211 === 0) { kept.push(s); made.push(s.split("").join("")); }
}
let hash = 0;
for (const s of kept) for (let c = 0; c < s.length; c++) hash = (hash * 31 + s.charCodeAt(c)) | 0;
let bad = 0;
for (let j = 0; j < kept.length; j++) if (kept[j] !== made[j] || kept[j].length !== made[j].length) bad++;
return { kept: kept.length, bad, hash, churn, first: kept[0], last: kept[kept.length - 1], mid: kept[kept.length >> 1] };
