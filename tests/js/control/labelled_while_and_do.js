// expect: [[11,21,31],4]
const log = [];
let i = 0;
loop1: while (i < 5) {
  i++;
  let j = 0;
  do {
    j++;
    if (j === 2) continue loop1;
    if (i === 4) break loop1;
    log.push(i * 10 + j);
  } while (j < 3);
}
return [log, i];
