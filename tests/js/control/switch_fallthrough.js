// expect: [["one","two","three"],["two","three"],["three"],["four"],[]]
function f(n) {
  const out = [];
  switch (n) {
    case 1: out.push("one");
    case 2: out.push("two");
    case 3: out.push("three"); break;
    case 4: out.push("four");
  }
  return out;
}
return [f(1), f(2), f(3), f(4), f(5)];
