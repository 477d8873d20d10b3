// expect: ["a.....   1","total. 125"]
function row(label, value) {
  return `${label.padEnd(6, ".")}${String(value).padStart(4)}`;
}
return [row("a", 1), row("total", 125)];
