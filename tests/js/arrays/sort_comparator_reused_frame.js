// expect: ["0,1,2,3,4,5,6,7,8,9",true,true,true,"0,1,2,3,4,5,6,7,8,9",true,"5,3,9,1,7,2,8,6,4,0","5,3,9,1,7,2,8,6,4,0","9,8,7,6,5,4,3,2,1,0"]
// A comparator's frame is reused from one comparison to the next: every call still starts with its own arguments, fresh locals, fresh captured cells and its `let` bindings back in their dead zone.
const base = [5, 3, 9, 1, 7, 2, 8, 6, 4, 0];
const seen = [];
const sorted = [...base].sort((a, b) => { seen.push(() => [a, b]); return a - b; });
const pairsOk = seen.every((f) => { const [a, b] = f(); return base.includes(a) && base.includes(b) && a !== b; });
const distinct = new Set(seen.map((f) => f().join())).size;
let tdz = 0;
const t = [...base].sort((a, b) => {
  try { x; } catch (e) { if (e instanceof ReferenceError) tdz++; }
  let x = a - b;
  let unset;
  if (unset !== undefined) throw new Error("a local kept its value");
  unset = 1;
  return x;
});
let calls = 0;
const noArgs = [...base].sort(function () { calls++; return arguments.length - 2; });
const one = [...base].sort((a) => (a === undefined ? 1 : 0));
const three = [...base].sort((a, b, c) => (c === undefined ? b - a : 0));
return [sorted.join(), pairsOk, distinct === seen.length, tdz === seen.length, t.join(), calls > 0, noArgs.join(), one.join(), three.join()];
