// expect: {"the":3,"quick":1,"lazy":1,"end":1}
const counts = {};
"the quick the lazy the end".replace(/\w+/g, (w) => { counts[w] = (counts[w] || 0) + 1; return w; });
return counts;
