// expect: ["AggregateError",true,["boom","late boom"]]
try {
  await Promise.any([tools.t.fail({}), tools.t.slowfail({})]);
} catch (e) {
  return [e.name, e instanceof AggregateError, e.errors.map((x) => x.message)];
}
