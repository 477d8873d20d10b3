// expect-error: ExecutionFailure ReferenceError
const log = [];
try {
  throw new ReferenceError("r");
} finally {
  log.push("cleanup");
}
return log;
