// expect: "outer"
let x = "outer";
{
  let x = "inner";
  x = x + "!";
}
if (true) {
  let x = 5;
}
return x;
