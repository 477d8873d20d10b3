// expect: [200,"ok",["attempt 1 failed","attempt 2 failed"],3]
let attempts = 0;
async function flaky() {
  attempts++;
  await null;
  if (attempts < 3) throw new Error(`attempt ${attempts} failed`);
  return { status: 200, body: "ok" };
}
async function withRetry(fn, max) {
  const errors = [];
  for (let i = 0; i < max; i++) {
    try {
      return { result: await fn(), errors };
    } catch (e) {
      errors.push(e.message);
    }
  }
  return { result: null, errors };
}
const r = await withRetry(flaky, 5);
return [r.result.status, r.result.body, r.errors, attempts];
