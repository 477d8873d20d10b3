// expect: ["ValidationError","custom",422,"ValidationError: custom"]
const e = new Error("custom");
e.name = "ValidationError";
e.code = 422;
try {
  throw e;
} catch (err) {
  return [err.name, err.message, err.code, String(err)];
}
