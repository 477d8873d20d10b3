//! Setup the fuzz targets share: one engine per process, and a panic hook that lets through
//! only the panics the front end contains.

use codemode::CodeMode;
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

/// The process's engine and runtime, made on first use by `build`.
pub fn engine(build: fn() -> CodeMode) -> &'static (CodeMode, tokio::runtime::Runtime) {
    static ENGINE: OnceLock<(CodeMode, tokio::runtime::Runtime)> = OnceLock::new();
    ENGINE.get_or_init(|| {
        tolerate_contained_swc_panics();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .expect("tokio runtime");
        (build(), rt)
    })
}
