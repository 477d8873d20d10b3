// expect: ["ToolFailure","late boom"]
try {
  await Promise.all([tools.t.slow({}), tools.t.slowfail({}), tools.t.mid({})]);
} catch (e) {
  return [e.name, e.message];
}
