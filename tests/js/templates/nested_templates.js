// expect: "rows: [<1><2>], [<3><4>]"
const rows = [[1, 2], [3, 4]];
return `rows: ${rows.map(r => `[${r.map(c => `<${c}>`).join("")}]`).join(", ")}`;
