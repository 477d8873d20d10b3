// node runner for the shared workloads: prints one JSON line per workload with its median time
// and its result as String(value). a_startup: a fresh vm context + compile + run per iteration,
// in µs; the others: warm (node's own context, the script compiled once, run repeatedly), in ms.
// `host`/`hostraw` are plain JavaScript functions here. Usage: node run.js <workloads dir>
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const dir = process.argv[2] || path.join(__dirname, "..", "workloads");
const WARMUP = 3;
const RUNS = 7;
const STARTUP_ITERS = 500;

function median(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function freshContext() {
  const ctx = vm.createContext({});
  vm.runInContext("globalThis.host = function (x) { return x + 1; }; globalThis.hostraw = host;", ctx);
  return ctx;
}

for (const file of fs.readdirSync(dir).sort()) {
  if (!file.endsWith(".js") || file.endsWith(".setup.js")) continue;
  const name = file.slice(0, -3);
  const source = fs.readFileSync(path.join(dir, file), "utf8");
  const setupPath = path.join(dir, name + ".setup.js");
  const setup = fs.existsSync(setupPath) ? fs.readFileSync(setupPath, "utf8") : null;
  const times = [];
  let result;
  if (name === "a_startup") {
    for (let i = 0; i < STARTUP_ITERS; i++) {
      const t = process.hrtime.bigint();
      const ctx = freshContext();
      result = new vm.Script(source).runInContext(ctx);
      times.push(Number(process.hrtime.bigint() - t) / 1e3);
    }
  } else {
    // The main context: a vm context's global object is intercepted, which slows every
    // global lookup.
    globalThis.host = function (x) { return x + 1; };
    globalThis.hostraw = globalThis.host;
    if (setup) vm.runInThisContext(setup);
    const script = new vm.Script(source);
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t = process.hrtime.bigint();
      result = script.runInThisContext();
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      if (i >= WARMUP) times.push(ms);
    }
  }
  console.log(JSON.stringify({ workload: name, median: median(times), result: String(result) }));
}
