// expect: ["body0","fin0","fin1","body2","fin2","fin3"]
const log = [];
for (let i = 0; i < 4; i++) {
  try {
    if (i === 1) continue;
    if (i === 3) break;
    log.push("body" + i);
  } finally {
    log.push("fin" + i);
  }
}
return log;
