// expect-error: ExecutionFailure TypeError
try {
  throw new Error("first");
} catch (e) {
  throw new TypeError("second");
}
