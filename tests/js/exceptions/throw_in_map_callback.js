// expect: ["RangeError","two",1]
const arr = [1, 2, 3];
let processed = 0;
try {
  arr.map(x => {
    if (x === 2) throw new RangeError("two");
    processed++;
    return x;
  });
} catch (e) {
  return [e.name, e.message, processed];
}
