// expect: [1,2,9,2]
const r1 = (function () { return 1; })();
const r2 = (() => 2)();
const r3 = (function (x) { return x * 3; }(3));
const counter = (() => { let n = 0; return () => ++n; })();
counter();
return [r1, r2, r3, counter()];
