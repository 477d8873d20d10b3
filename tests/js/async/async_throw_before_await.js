// expect: ["object","RangeError"]
async function f() {
  throw new RangeError("sync part");
}
const p = f();
let caught;
try {
  await p;
} catch (e) {
  caught = e.name;
}
return [typeof p, caught];
