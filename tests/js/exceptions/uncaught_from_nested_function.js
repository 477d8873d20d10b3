// expect-error: ExecutionFailure TypeError
function a() { b(); }
function b() { c(); }
function c() { null.x; }
a();
return "unreachable";
