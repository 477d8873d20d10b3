(function () {
  let acc = 0;
  for (let r = 0; r < 40; r++) {
    const xs = Array.from({ length: 2000 }, (_, i) => i * 3 % 101);
    const ys = xs.flatMap((x) => (x % 2 ? [x, x + 1] : []));
    acc += ys.findIndex((y) => y > 90) + (xs.find((x) => x > 95) ?? 0);
    acc += xs.some((x) => x === 100) + xs.every((x) => x < 101) + xs.includes(50) + xs.indexOf(7);
    const uniq = [...new Set(xs)];
    acc += uniq.length + xs.lastIndexOf(0) + xs.slice(10, 20).reverse()[0];
    const grouped = xs.reduce((g, x) => ((g[x % 3 === 0 ? "three" : "other"] ??= []).push(x), g), {});
    acc += grouped.three.length + xs.at(-1) + xs.join("-").length + xs.concat(ys).length;
    acc += xs.filter((x, i) => i % 2).map((x) => x * 2).reduce((a, b) => a + b, 0) % 1000;
  }
  return acc;
})();
