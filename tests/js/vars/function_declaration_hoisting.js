// expect: 5
const r = add(2, 3);
function add(a, b) { return a + b; }
return r;
