// expect: [1,[2,3]]
let v = 1;
function f() {
  let v = 2;
  function g() {
    let v = 3;
    return v;
  }
  return [v, g()];
}
return [v, f()];
