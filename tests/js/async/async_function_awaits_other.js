// expect: ["user1","user2","user3"]
async function getUser(id) { return { id, name: "user" + id }; }
async function getNames(ids) {
  const out = [];
  for (const id of ids) {
    const u = await getUser(id);
    out.push(u.name);
  }
  return out;
}
return await getNames([1, 2, 3]);
