// expect: ["one","two","none"]
function f(k) {
  switch (k) {
    case 1: {
      let msg = "one";
      return msg;
    }
    case 2: {
      let msg = "two";
      return msg;
    }
  }
  return "none";
}
return [f(1), f(2), f(3)];
