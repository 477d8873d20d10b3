// expect: ["number one","string one","true","null","other"]
function f(v) {
  switch (v) {
    case 1: return "number one";
    case "1": return "string one";
    case true: return "true";
    case null: return "null";
    default: return "other";
  }
}
return [f(1), f("1"), f(true), f(null), f(undefined)];
