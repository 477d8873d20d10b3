// expect-error: ToolFailure
const r = await tools.t.slowfail({});
return r;
