// expect: "bdacfe"
const items = [
  { k: 2, v: "a" }, { k: 1, v: "b" }, { k: 2, v: "c" },
  { k: 1, v: "d" }, { k: 3, v: "e" }, { k: 2, v: "f" },
];
return items.sort((a, b) => a.k - b.k).map(x => x.v).join("");
