// expect: [["one"],["two"],["three"],["default","two"]]
function f(n) {
  const out = [];
  switch (n) {
    case 1: out.push("one"); break;
    default: out.push("default");
    case 2: out.push("two"); break;
    case 3: out.push("three");
  }
  return out;
}
return [f(1), f(2), f(3), f(9)];
