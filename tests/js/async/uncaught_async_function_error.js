// expect-error: ExecutionFailure RangeError
async function load() {
  await null;
  throw new RangeError("out of range");
}
await load();
return "unreachable";
