// expect-error: ExecutionFailure SyntaxError
const config = JSON.parse("{not json}");
return config;
