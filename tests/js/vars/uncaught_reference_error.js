// expect-error: ExecutionFailure ReferenceError
let a = 1;
return a + missingVariable;
