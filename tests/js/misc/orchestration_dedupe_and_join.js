// expect: {"uniqueIds":[1,2,3],"joined":[{"title":"hi","author":"a@x.com"},{"title":"yo","author":"c@x.com"},{"title":"again","author":"a@x.com"},{"title":"orphan","author":"unknown"}],"counts":{"a@x.com":2,"c@x.com":1,"unknown":1}}
const users = [
  { id: 3, email: "C@x.com" }, { id: 1, email: "a@x.com" },
  { id: 2, email: "b@x.com" }, { id: 1, email: "a@x.com" },
];
const posts = [{ uid: 1, t: "hi" }, { uid: 3, t: "yo" }, { uid: 1, t: "again" }, { uid: 9, t: "orphan" }];
const seen = new Set();
const unique = users.filter(u => (seen.has(u.id) ? false : (seen.add(u.id), true)));
const byId = Object.fromEntries(unique.map(u => [u.id, u]));
const joined = posts.map(p => ({ title: p.t, author: byId[p.uid]?.email.toLowerCase() ?? "unknown" }));
const counts = joined.reduce((acc, { author }) => ({ ...acc, [author]: (acc[author] ?? 0) + 1 }), {});
return { uniqueIds: unique.map(u => u.id).sort((a, b) => a - b), joined, counts };
