// expect: [["TypeError","Assignment to constant variable."],10]
const n = 10;
let caught = null;
try {
  n += 1;
} catch (e) {
  caught = [e.name, e.message];
}
return [caught, n];
