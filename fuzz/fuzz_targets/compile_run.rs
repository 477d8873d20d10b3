//! Fuzz target: arbitrary bytes as program source -> compile -> run under an instruction and memory
//! budget. Any outcome is fine except a panic, an abort or a hang past the budget.
#![no_main]

use codemode::{CodeMode, ExecuteOptions};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

/// libFuzzer aborts on every panic, caught or not. swc's TypeScript parser asserts on some
/// malformed input; the front end contains that (`strip_types` catches it and reports the
/// JavaScript syntax error), so those panics are let through; any other panic still aborts.
fn tolerate_contained_swc_panics() {
    let fuzzer_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if info.location().is_some_and(|l| l.file().contains("swc_ecma_")) {
            return;
        }
        fuzzer_hook(info);
    }));
}

fn engine() -> &'static (CodeMode, tokio::runtime::Runtime) {
    static ENGINE: OnceLock<(CodeMode, tokio::runtime::Runtime)> = OnceLock::new();
    ENGINE.get_or_init(|| {
        tolerate_contained_swc_panics();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .expect("tokio runtime");
        (CodeMode::builder().build(), rt)
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(code) = std::str::from_utf8(data) else {
        return;
    };
    let (cm, rt) = engine();
    let options = ExecuteOptions {
        max_instructions: Some(200_000),
        max_memory_bytes: Some(64 << 20),
        max_call_depth: Some(500),
        ..ExecuteOptions::default()
    };
    let result = rt.block_on(cm.execute(code, options));
    // An internal error is a caught panic inside the VM: that is a bug the fuzzer must report.
    if let Some(e) = &result.error {
        assert_ne!(e.name.as_deref(), Some("InternalError"), "VM panicked on {code:?}: {e:?}");
    }
});
