//! Shared helpers for the codemode criterion benches: a current-thread runtime and a helper that
//! runs one program to completion and checks its result, so a bench never times a failure.

use codemode::{CodeMode, ExecuteOptions};

pub mod compare;

/// A single-threaded tokio runtime, the cheapest host for one execution at a time.
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("tokio runtime")
}

/// Runs `code` once and panics (failing the bench) unless it returns `expected`.
pub async fn run_expect(cm: &CodeMode, code: &str, expected: &serde_json::Value) {
    let r = cm.execute(code, ExecuteOptions::default()).await;
    assert!(r.ok, "bench program failed: {:?}", r.error);
    assert_eq!(&r.value, expected, "bench program returned the wrong value");
}
