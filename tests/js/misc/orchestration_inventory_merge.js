// expect: {"skus":4,"units":17,"inStock":["w4","x1","z3"],"outOfStock":["y2"]}
const warehouseA = [{ sku: "x1", qty: 5 }, { sku: "y2", qty: 0 }, { sku: "z3", qty: 7 }];
const warehouseB = [{ sku: "x1", qty: 3 }, { sku: "w4", qty: 2 }];
const merged = {};
for (const { sku, qty } of [...warehouseA, ...warehouseB]) {
  merged[sku] = (merged[sku] ?? 0) + qty;
}
const inStock = Object.keys(merged).filter(k => merged[k] > 0).sort();
const outOfStock = Object.keys(merged).filter(k => merged[k] === 0);
const summary = {
  skus: Object.keys(merged).length,
  units: Object.values(merged).reduce((a, b) => a + b, 0),
  inStock,
  outOfStock,
};
return summary;
