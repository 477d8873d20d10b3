// expect: "✓ build   1.23s\n✗ test    0.99s\n✓ lint    0.05s\n2/3 passed; failed: test"
const rows = [
  { name: "build", ms: 1234.5, ok: true },
  { name: "test", ms: 987, ok: false },
  { name: "lint", ms: 45.25, ok: true },
];
const width = Math.max(...rows.map(r => r.name.length));
const lines = rows.map(r =>
  `${r.ok ? "✓" : "✗"} ${r.name.padEnd(width)} ${(r.ms / 1000).toFixed(2).padStart(6)}s`
);
const failed = rows.filter(r => !r.ok).map(r => r.name);
lines.push(`${rows.length - failed.length}/${rows.length} passed${failed.length ? "; failed: " + failed.join(", ") : ""}`);
return lines.join("\n");
