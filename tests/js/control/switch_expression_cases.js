// expect: "lt10"
const x = 7;
let r;
switch (true) {
  case x < 5: r = "lt5"; break;
  case x < 10: r = "lt10"; break;
  default: r = "big";
}
return r;
