// expect: [true,"unknown",0,0]
const resp = { data: { items: [] } };
const first = resp.data.items[0];
const name = first?.name ?? "unknown";
const count = resp.data.total || 0;
const tags = resp.data.tags ?? [];
return [first === undefined, name, count, tags.length];
