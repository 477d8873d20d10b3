// Runs against the built-in demo tools (examples/tools.json):
//   cargo run --release -- run examples/tools_demo.js
const issues = await tools.issues.list({});
const bugs = issues.filter((i) => i.labels.includes("bug"));

// The comment calls start at once and run concurrently.
const posted = await Promise.all(
  bugs.map((b) => tools.issues.comment({ id: b.id, body: `Triaged: ${b.comments} comments so far` })),
);

let flaky;
try {
  await tools.demo.flaky({});
} catch (e) {
  flaky = `${e.name}: ${e.message}`;
}

console.log(`commented on ${posted.length} of ${issues.length} issues`);
return { commented: posted.map((p) => p.id), flaky };
