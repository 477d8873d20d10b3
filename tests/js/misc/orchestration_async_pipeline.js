// expect: {"calls":3,"count":7,"byLength":{"3":["eta"],"4":["beta","zeta"],"5":["alpha","gamma","delta"],"7":["epsilon"]}}
async function fetchPage(page) {
  await null;
  const all = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta"];
  const items = all.slice(page * 3, page * 3 + 3);
  return { items, next: page * 3 + 3 < all.length ? page + 1 : null };
}
const collected = [];
let page = 0;
let calls = 0;
while (page !== null) {
  const res = await fetchPage(page);
  calls++;
  collected.push(...res.items);
  page = res.next;
}
const byLength = {};
for (const w of collected) (byLength[w.length] ??= []).push(w);
return { calls, count: collected.length, byLength };
