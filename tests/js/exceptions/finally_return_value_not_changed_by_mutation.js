// expect: [1,2]
function f() {
  let x = 1;
  try {
    return x;
  } finally {
    x = 2;
  }
}
function g() {
  const o = { v: 1 };
  try {
    return o;
  } finally {
    o.v = 2;
  }
}
return [f(), g().v];
