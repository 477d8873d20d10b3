// expect: {"top":["the(3)","brown(1)","dog(1)"],"longest":"quick","avg":"3.727","unique":9}
const text = "the quick brown fox jumps over the lazy dog the end";
const words = text.split(" ");
const freq = {};
for (const w of words) freq[w] = (freq[w] || 0) + 1;
const top = Object.entries(freq)
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  .slice(0, 3)
  .map(([w, n]) => `${w}(${n})`);
const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
const avg = (words.reduce((s, w) => s + w.length, 0) / words.length).toFixed(3);
return { top, longest, avg, unique: Object.keys(freq).length };
