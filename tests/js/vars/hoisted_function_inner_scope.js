// expect: 42
function outer() {
  return inner() + 1;
  function inner() { return 41; }
}
return outer();
