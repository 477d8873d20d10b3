// expect: {"x":["a","c"],"y":["b"]}
const people = [{ n: "a", t: "x" }, { n: "b", t: "y" }, { n: "c", t: "x" }];
const groups = {};
for (const p of people) {
  if (!groups[p.t]) groups[p.t] = [];
  groups[p.t].push(p.n);
}
return groups;
