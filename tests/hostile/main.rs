//! The hostile-input suite: one test per hostile program, input or tool. Each asserts the kind of
//! diagnostic the execution ends with, that it ends within a bound, and that the same `CodeMode`
//! then runs an ordinary program correctly. Bounds are generous (debug builds on 2 cores); they
//! prove termination, not speed.

mod builtins;
mod data;
mod garbage;
mod loops;
mod memory;
mod nesting;
mod tools;

use codemode::{CodeMode, DiagnosticKind, ExecuteOptions, ExecutionResult, Tool, ToolError};
use serde_json::{json, Value as Json};
use std::time::{Duration, Instant};

/// The timeout of cases that must end at it.
pub const SHORT: Duration = Duration::from_millis(500);
/// The timeout of every other case: a backstop, far above what they need.
pub const TIMEOUT: Duration = Duration::from_secs(10);
/// How long any case may take in all (compile, run, and the follow-up program).
pub const BOUND: Duration = Duration::from_secs(15);

/// Cases run one at a time: each measures how long it takes, and the others' spinning loops
/// (on 2 cores) would make that meaningless.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Holds the suite's lock while a case runs.
pub fn serial() -> std::sync::MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

pub fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

/// A `CodeMode` with the hostile tools: `h.echo`, `h.typed` (requires `{ n: string }`),
/// `h.hang` (never answers), `h.panic`, `h.deep` (a 100,000-deep value), `h.huge` (a 50 MB
/// string), `h.wide` (a million-element array).
pub fn codemode() -> CodeMode {
    CodeMode::builder()
        .tool(Tool::new("h.echo", "echo", json!({}), |i| async move { Ok(i) }))
        .tool(Tool::new(
            "h.typed",
            "typed",
            json!({ "type": "object", "properties": { "n": { "type": "string" } }, "required": ["n"] }),
            |i| async move { Ok(i) },
        ))
        .tool(Tool::new("h.hang", "never answers", json!({}), |_| async move {
            std::future::pending::<()>().await;
            Ok(Json::Null)
        }))
        .tool(Tool::new("h.panic", "panics", json!({}), |_| async move {
            if std::hint::black_box(true) {
                panic!("tool bug");
            }
            Ok(Json::Null)
        }))
        .tool(Tool::new("h.deep", "deep value", json!({}), |_| async move {
            let mut v = json!(1);
            for _ in 0..100_000 {
                v = Json::Array(vec![v]);
            }
            Ok(v)
        }))
        .tool(Tool::new("h.huge", "huge string", json!({}), |_| async move {
            Ok(Json::String("x".repeat(50 << 20)))
        }))
        .tool(Tool::new("h.wide", "wide array", json!({}), |_| async move {
            Ok(Json::Array((0..1_000_000).map(|i| json!(i)).collect()))
        }))
        .tool(Tool::new("h.fail", "fails", json!({}), |_| async move {
            Err::<Json, _>(ToolError::new("nope"))
        }))
        .build()
}

/// Options with the backstop timeout.
pub fn timeout() -> ExecuteOptions {
    ExecuteOptions {
        timeout: Some(TIMEOUT),
        ..Default::default()
    }
}

/// Options with the short timeout, for cases that must end at it.
pub fn short() -> ExecuteOptions {
    ExecuteOptions {
        timeout: Some(SHORT),
        ..Default::default()
    }
}

/// Runs `code` on `cm` and returns the result and how long it took.
pub fn run_on(cm: &CodeMode, code: &str, opts: ExecuteOptions) -> (ExecutionResult, Duration) {
    let _one_at_a_time = serial();
    let t = Instant::now();
    let r = rt().block_on(cm.execute(code, opts));
    (r, t.elapsed())
}

/// Asserts that the same `CodeMode` still runs an ordinary program correctly.
pub fn still_works(cm: &CodeMode) {
    let (r, _) = run_on(
        cm,
        "const r = await tools.h.echo({ a: [1, 2, 3] }); return r.a.map((x) => x * 2).join(',')",
        timeout(),
    );
    assert!(r.ok, "the follow-up program failed: {:?}", r.error);
    assert_eq!(r.value, json!("2,4,6"));
}

/// Runs a hostile program and asserts it fails with `kind` within [`BOUND`], then that the
/// `CodeMode` still works. Returns the result for further checks.
pub fn expect_kind(code: &str, opts: ExecuteOptions, kind: DiagnosticKind) -> ExecutionResult {
    let cm = codemode();
    let (r, took) = run_on(&cm, code, opts);
    assert!(took < BOUND, "took {took:?}");
    let e = r
        .error
        .clone()
        .unwrap_or_else(|| panic!("expected {kind:?}, got ok: {}", r.value));
    assert_eq!(e.kind, kind, "{e:?}");
    assert!(!e.message.is_empty());
    still_works(&cm);
    r
}

/// As [`expect_kind`], also checking the thrown error's name (`RangeError`, ...).
pub fn expect_error(code: &str, opts: ExecuteOptions, name: &str) -> ExecutionResult {
    let r = expect_kind(code, opts, DiagnosticKind::ExecutionFailure);
    let e = r.error.clone().unwrap();
    assert_eq!(e.name.as_deref(), Some(name), "{e:?}");
    r
}

/// Runs a program that must succeed with `value` within [`BOUND`], then checks the `CodeMode`.
pub fn expect_value(code: &str, opts: ExecuteOptions, value: Json) {
    let cm = codemode();
    let (r, took) = run_on(&cm, code, opts);
    assert!(took < BOUND, "took {took:?}");
    assert!(r.ok, "{:?}", r.error);
    assert_eq!(r.value, value);
    still_works(&cm);
}

/// Options with a memory budget of `mb` megabytes (and the usual timeout).
pub fn memory(mb: usize) -> ExecuteOptions {
    ExecuteOptions {
        max_memory_bytes: Some(mb << 20),
        timeout: Some(TIMEOUT),
        ..Default::default()
    }
}

/// Options with an instruction budget.
pub fn fuel(n: u64) -> ExecuteOptions {
    ExecuteOptions {
        max_instructions: Some(n),
        timeout: Some(TIMEOUT),
        ..Default::default()
    }
}
