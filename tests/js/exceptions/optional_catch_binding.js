// expect: true
let reached = false;
try {
  null.x;
} catch {
  reached = true;
}
return reached;
