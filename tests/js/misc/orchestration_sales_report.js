// expect: ["1. globex: $99.90","2. acme: $59.48"]
const orders = [
  { id: 1, customer: "acme", items: [{ sku: "a", qty: 2, price: 9.99 }, { sku: "b", qty: 1, price: 24.5 }] },
  { id: 2, customer: "globex", items: [{ sku: "a", qty: 10, price: 9.99 }] },
  { id: 3, customer: "acme", items: [{ sku: "c", qty: 3, price: 5 }] },
  { id: 4, customer: "initech", items: [] },
];
const totals = {};
for (const order of orders) {
  const sum = order.items.reduce((s, it) => s + it.qty * it.price, 0);
  totals[order.customer] = (totals[order.customer] || 0) + sum;
}
const ranked = Object.entries(totals)
  .filter(([, total]) => total > 0)
  .sort((a, b) => b[1] - a[1])
  .map(([name, total], i) => `${i + 1}. ${name}: $${total.toFixed(2)}`);
return ranked;
