// expect: [[true,true,true],3]
let n = 0;
const r = [void 0, void "x", void (n = 3)];
return [r.map(v => v === undefined), n];
