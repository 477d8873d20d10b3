// expect: ["from catch",["catch e","finally"]]
const log = [];
async function f() {
  try {
    await Promise.reject(new Error("e"));
  } catch (e) {
    log.push("catch " + e.message);
    return "from catch";
  } finally {
    await null;
    log.push("finally");
  }
}
const r = await f();
return [r, log];
