// expect: ["TypeError","after"]
async function work() {
  const r = await tools.t.fast({});
  return r.missing.field;
}
try {
  await work();
} catch (e) {
  return [e.name, "after"];
}
