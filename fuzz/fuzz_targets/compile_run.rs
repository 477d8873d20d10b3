//! Fuzz target: arbitrary bytes as program source -> compile -> run under an instruction and memory
//! budget. Any outcome is fine except a panic, an abort or a hang past the budget.
#![no_main]

#[path = "common.rs"]
mod common;

use codemode::{CodeMode, ExecuteOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(code) = std::str::from_utf8(data) else {
        return;
    };
    let (cm, rt) = common::engine(|| CodeMode::builder().build());
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
