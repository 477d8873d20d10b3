// expect: ["a","b","c"]
const fns = [];
for (const x of ["a", "b", "c"]) {
  fns.push(() => x);
}
return fns.map(f => f());
