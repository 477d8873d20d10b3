(function () {
  let acc = 0;
  function parse(s) {
    if (s.length % 5 === 0) throw new Error("bad input: " + s);
    return { v: s.length, nested: s.length % 3 ? { deep: { x: s.length } } : null };
  }
  for (let i = 0; i < 30000; i++) {
    const s = "item" + i;
    try {
      const r = parse(s);
      acc += r.nested?.deep?.x ?? -1;
    } catch (e) {
      acc += e.message.length + (e instanceof Error ? 1 : 0);
    } finally {
      acc++;
    }
  }
  return acc;
})();
