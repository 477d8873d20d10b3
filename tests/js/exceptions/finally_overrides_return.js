// expect: ["finally","swallowed"]
function f() {
  try {
    return "try";
  } finally {
    return "finally";
  }
}
function g() {
  try {
    throw new Error("lost");
  } finally {
    return "swallowed";
  }
}
return [f(), g()];
