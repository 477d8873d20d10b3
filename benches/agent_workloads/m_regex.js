(function () {
  const lines = [];
  for (let i = 0; i < 20000; i++) lines.push(`2024-0${1 + (i % 9)}-1${i % 10} ERROR [svc-${i % 13}] request id=${i * 31} failed after ${i % 500}ms`);
  let n = 0, sum = 0;
  const re = /^(\d{4})-(\d\d)-(\d\d) (\w+) \[([a-z-]+\d+)\] .*id=(\d+).* (\d+)ms$/;
  for (const line of lines) {
    const m = re.exec(line);
    if (m) { n++; sum += Number(m[7]) + m[5].length; }
    if (/svc-1[0-2]/.test(line)) sum++;
  }
  const replaced = lines.slice(0, 5000).map((l) => l.replace(/\d+/g, "#")).join("\n");
  return n + ":" + sum + ":" + replaced.length + ":" + lines[77].split(/\s+/).length;
})();
