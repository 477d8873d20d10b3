// expect: [6,null,null,"undefined"]
const f = x => x * 2;
const g = null;
let h;
return [f?.(3), g?.(3), h?.(1), typeof g?.()];
