// expect: ["ann: 91.5 *","bo: 78.0"]
const users = [{ name: "ann", score: 91.5 }, { name: "bo", score: 78 }];
return users.map(u => `${u.name}: ${u.score.toFixed(1)}${u.score > 80 ? " *" : ""}`);
