// expect: [{"w":"fast"},"late boom"]
const winner = await Promise.race([tools.t.slow({ w: "slow" }), tools.t.fast({ w: "fast" })]);
let msg;
try {
  await Promise.race([tools.t.slowfail({}), tools.t.slow({})]);
} catch (e) {
  msg = e.message;
}
return [winner, msg];
