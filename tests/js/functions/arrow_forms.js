// expect: [2,12,{"k":1},11]
const a = x => x + 1;
const b = (x, y) => x * y;
const c = () => ({ k: 1 });
const d = (x) => { const y = x * 2; return y + 1; };
return [a(1), b(3, 4), c(), d(5)];
