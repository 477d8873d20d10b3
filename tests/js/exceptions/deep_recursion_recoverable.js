// expect: ["RangeError",500500]
function down(n) { return down(n + 1) + 1; }
let first;
try { down(0); } catch (e) { first = e.name; }
function sum(n) { return n === 0 ? 0 : n + sum(n - 1); }
return [first, sum(1000)];
