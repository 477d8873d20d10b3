// expect: [true,50]
const ids = Array.from({ length: 50 }, () => crypto.randomUUID());
const re = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
return [ids.every((id) => re.test(id)), new Set(ids).size];
