// expect: "2|a-b|v|yes|fn"
const items = ["a", "b"];
const o = { k: "v" };
return `${items.length}|${items.join("-")}|${o.k}|${1 > 0 ? "yes" : "no"}|${(() => "fn")()}`;
