(function () {
  // A fixed-width report: padStart/padEnd/repeat, toFixed, Math.round, join of rows.
  const rows = [];
  for (let i = 0; i < 3000; i++) {
    rows.push({ id: i, name: "item-" + (i % 97), qty: (i * 37) % 1000, price: ((i * 7919) % 10000) / 100 });
  }
  let total = 0;
  let out = "";
  for (let r = 0; r < 4; r++) {
    const lines = [];
    lines.push("ID".padEnd(6) + "NAME".padEnd(12) + "QTY".padStart(6) + "PRICE".padStart(10));
    lines.push("-".repeat(34));
    for (const { id, name, qty, price } of rows) {
      lines.push(String(id).padEnd(6) + name.padEnd(12) + String(qty).padStart(6) +
        price.toFixed(2).padStart(10));
      total += Math.round(qty * price);
    }
    lines.push("=".repeat(34));
    out = lines.join("\n");
  }
  return JSON.stringify({ total, len: out.length, tail: out.slice(-80) });
})();
