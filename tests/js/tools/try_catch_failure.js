// expect: ["ToolFailure","boom",true,true]
try {
  await tools.t.fail({ why: 1 });
} catch (e) {
  return [e.name, e.message, e instanceof Error, typeof e.stack === "string" || e.stack === undefined];
}
