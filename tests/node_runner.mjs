// Oracle runner for the codemode behaviour tests.
//
// Usage: node tests/node_runner.mjs FILE...
//
// Each file is run as the body of an async function (so top-level `return`
// and `await` are allowed), with `tools` bound to a JavaScript twin of the
// fixture table tests/fixtures/tools.json (the table codemode's behaviour test
// uses): `echo` answers with a JSON copy of the input, `result` with a copy of
// the result, `error` rejects with an Error named "ToolFailure", after
// `delayMs` on a timer or, without one, before the call returns. For every
// file one JSON line is printed:
//   {"file": "...", "ok": true, "value": <JSON.stringify semantics, undefined -> null>}
//   {"file": "...", "ok": false, "name": <error name or null>, "message": "..."}
import { readFileSync } from "node:fs";

// Scripts may call console.*; send that output to stderr so stdout carries
// exactly one JSON line per file.
import { Console } from "node:console";
const scriptConsole = new Console({ stdout: process.stderr, stderr: process.stderr });
for (const key of ["log", "info", "warn", "error", "debug", "trace", "dir", "table"]) {
  console[key] = scriptConsole[key].bind(scriptConsole);
}

const AsyncFunction = (async function () {}).constructor;

function fixtureTools() {
  const url = new URL("./fixtures/tools.json", import.meta.url);
  const table = JSON.parse(readFileSync(url, "utf8"));
  const root = {};
  for (const t of table.tools) {
    const segments = t.name.split(".");
    let node = root;
    for (const s of segments.slice(0, -1)) node = node[s] ??= {};
    node[segments.at(-1)] = (input) =>
      new Promise((resolve, reject) => {
        // Like codemode: the input crosses a JSON boundary at call time.
        const sent = JSON.parse(JSON.stringify(input === undefined ? {} : input));
        const answer = () => {
          if ("error" in t) {
            const e = new Error(t.error);
            e.name = "ToolFailure";
            reject(e);
          } else {
            resolve(JSON.parse(JSON.stringify(t.echo ? sent : t.result)));
          }
        };
        // A tool without a delay answers at once, as codemode's immediately-ready tools do:
        // its promise is settled when the call returns.
        if (t.delayMs) setTimeout(answer, t.delayMs);
        else answer();
      });
  }
  return root;
}
const tools = fixtureTools();
const TIMEOUT_MS = 5000;

// The guard timer is unref'd, so a script awaiting a promise that can never
// settle would let the event loop drain. When that happens, fail the current
// file and carry on with the rest.
let abortCurrent = null;
process.on("beforeExit", () => {
  if (abortCurrent) abortCurrent();
});
// A script may leave a rejected promise unobserved; that is not a runner error.
process.on("unhandledRejection", () => {});

function toJsonValue(value) {
  const text = JSON.stringify(value);
  if (text === undefined) return null;
  return JSON.parse(text);
}

function errorReport(file, e) {
  const isErrorLike =
    e !== null && (typeof e === "object" || typeof e === "function") && "name" in e;
  let name = null;
  if (e instanceof Error || isErrorLike) {
    try {
      name = e.name === undefined ? null : String(e.name);
    } catch {
      name = null;
    }
  }
  let message;
  try {
    message = e !== null && e !== undefined && typeof e === "object" && "message" in e
      ? String(e.message)
      : String(e);
  } catch {
    message = "<unprintable>";
  }
  return { file, ok: false, name, message };
}

async function runFile(file) {
  let src;
  try {
    src = readFileSync(file, "utf8");
  } catch (e) {
    return { file, ok: false, name: "IOError", message: String(e && e.message) };
  }
  let fn;
  try {
    fn = new AsyncFunction("tools", src);
  } catch (e) {
    return { file, ok: false, name: "SyntaxError", message: String(e && e.message) };
  }
  let timer;
  const timeout = new Promise((_, reject) => {
    abortCurrent = () => {
      const err = new Error("script's promise never settled");
      err.name = "Timeout";
      reject(err);
    };
    timer = setTimeout(() => {
      const err = new Error(`timed out after ${TIMEOUT_MS}ms`);
      err.name = "Timeout";
      reject(err);
    }, TIMEOUT_MS);
    if (timer && typeof timer.unref === "function") timer.unref();
  });
  try {
    const running = fn(tools);
    // If the guard wins the race, a later rejection must not crash the runner.
    running.catch(() => {});
    const value = await Promise.race([running, timeout]);
    try {
      return { file, ok: true, value: toJsonValue(value) };
    } catch (e) {
      return errorReport(file, e);
    }
  } catch (e) {
    return errorReport(file, e);
  } finally {
    clearTimeout(timer);
    abortCurrent = null;
  }
}

const files = process.argv.slice(2);
for (const file of files) {
  const report = await runFile(file);
  process.stdout.write(JSON.stringify(report) + "\n");
}
process.exitCode = 0;
