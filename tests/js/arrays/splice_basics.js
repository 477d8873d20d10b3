// expect: [[1,2],[0,3,4,5],[],[0,"x","y",1,2],[2,3],[0,1],[1],[0,"replaced",2]]
const a = [0, 1, 2, 3, 4, 5];
const removed = a.splice(1, 2);
const b = [0, 1, 2];
const r2 = b.splice(1, 0, "x", "y");
const c = [0, 1, 2, 3];
const r3 = c.splice(-2);
const d = [0, 1, 2];
const r4 = d.splice(1, 1, "replaced");
return [removed, a, r2, b, r3, c, r4, d];
