// expect-error: ExecutionFailure TypeError
const value = await Promise.reject(new TypeError("rejected"));
return value;
