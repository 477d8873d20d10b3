// expect: [42,"global"]
let a = "global";
function f(a) {
  a = a * 2;
  return a;
}
return [f(21), a];
