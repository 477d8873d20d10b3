// Oracle runner for the codemode behaviour tests.
//
// Usage: node tests/node_runner.mjs FILE...
//
// Each file is run as the body of an async function (so top-level `return`
// and `await` are allowed). For every file one JSON line is printed:
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
    fn = new AsyncFunction(src);
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
    const running = fn();
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
