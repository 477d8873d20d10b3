// expect: ["alice","bob","carol"]
const users = [{ name: "carol" }, { name: "alice" }, { name: "bob" }];
users.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
return users.map(u => u.name);
