// expect-error: ExecutionFailure RangeError
function check(n) {
  if (n < 0) throw new RangeError("negative");
  return n;
}
check(1);
return check(-1);
