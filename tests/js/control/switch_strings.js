// expect: ["starting","stopping","empty","unknown:x"]
function f(cmd) {
  switch (cmd) {
    case "start": return "starting";
    case "stop": return "stopping";
    case "": return "empty";
    default: return "unknown:" + cmd;
  }
}
return [f("start"), f("stop"), f(""), f("x")];
