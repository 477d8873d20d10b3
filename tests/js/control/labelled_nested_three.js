// expect: 12
let count = 0;
a: for (let i = 0; i < 4; i++) {
  b: for (let j = 0; j < 4; j++) {
    for (let k = 0; k < 4; k++) {
      if (k === 2) continue b;
      if (j === 2) continue a;
      if (i === 3) break a;
      count++;
    }
  }
}
return count;
