// expect: 0
let count = 0;
const f = null;
f?.(count++, count++);
const o = null;
o?.m(count++);
return count;
