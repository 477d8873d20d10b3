// expect-error: ExecutionFailure TypeError
const limit = 3;
limit = 4;
return limit;
