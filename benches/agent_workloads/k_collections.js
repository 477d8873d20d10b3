(function () {
  const obj = {};
  for (let i = 0; i < 2000; i++) obj["key" + i] = i;
  let s = 0;
  for (let r = 0; r < 50; r++) {
    for (const [k, v] of Object.entries(obj)) s += v + k.length;
    for (const k in obj) s += obj[k] & 1;
    s += Object.values(obj).length + Object.keys(obj).length;
  }
  const m = new Map();
  for (let i = 0; i < 50000; i++) m.set("k" + (i % 5000), i);
  for (const [k, v] of m) s += v - k.length;
  const arr = Array.from(m.keys()).filter((k) => k.endsWith("7"));
  const set = new Set(arr.map((k) => k.length));
  return s + ":" + arr.length + ":" + [...set].sort().join(",");
})();
