(function () {
  // A tool returned one long text; the program walks it by hand and with a global RegExp.
  const parts = [];
  for (let i = 0; i < 20000; i++) parts.push("key" + i + "=value" + (i * 7) % 1000);
  const text = parts.join(";");
  let pos = 0, n = 0;
  while (true) {
    const j = text.indexOf(";", pos);
    if (j < 0) break;
    const eq = text.indexOf("=", pos);
    n += text.charCodeAt(pos) + text.slice(eq + 1, j).length + (text.startsWith("key1", pos) ? 1 : 0);
    pos = j + 1;
  }
  const re = /key(\d+)=value(\d+)/g;
  let m;
  while ((m = re.exec(text)) !== null) n += Number(m[2]) % 7 + m.index % 3;
  let count = 0;
  const probe = /value9\d\d/g;
  while (probe.test(text)) count++;
  return n + ":" + count;
})();
