// expect-error: ExecutionFailure TypeError
const o = undefined;
return o.prop;
