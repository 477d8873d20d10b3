// expect: ["box:2","bag:7"]
function describe() { return this.kind + ":" + this.size; }
const a = { kind: "box", size: 2, describe };
const b = { kind: "bag", size: 7, describe };
return [a.describe(), b.describe()];
