// expect: [["ReferenceError","Cannot access 'y' before initialization"],5]
function readY() { return y; }
let r;
try {
  r = readY();
} catch (e) {
  r = [e.name, e.message];
}
let y = 5;
return [r, readY()];
