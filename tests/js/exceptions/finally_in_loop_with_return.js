// expect: [0,1,2]
function f() {
  const log = [];
  for (let i = 0; i < 3; i++) {
    try {
      if (i === 2) return log;
    } finally {
      log.push(i);
    }
  }
  return "not reached";
}
return f();
