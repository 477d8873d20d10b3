(function () {
  let s = 0, txt = "";
  for (let i = 0; i < 200000; i++) {
    const x = i / 7;
    const f = x.toFixed(2);
    s += parseFloat(f) + parseInt("" + i, 10) + Math.round(x) + Math.floor(x * 3) % 5 + Math.max(i % 9, 4);
    if (i % 1000 === 0) txt += f + "," + String(x) + ";";
  }
  return Math.round(s) + ":" + txt.length;
})();
