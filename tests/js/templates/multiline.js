// expect: [3,"line1\nline2\n  indented"]
const s = `line1
line2
  indented`;
return [s.split("\n").length, s];
