// expect-error: ExecutionFailure Error
const x = 1;
throw new Error("uncaught " + x);
