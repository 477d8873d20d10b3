//! Inputs the fuzzers found, kept as regression tests: each must end in a clean diagnostic (a
//! syntax error a model can act on), never an internal error.
//!
//! - `swc_template_escape_panic.js`: swc's TypeScript parser panicked on an invalid template
//!   escape; the stripper's panics are now contained and the JavaScript syntax error reported.
//! - `swc_arrow_parameter_assertion.js`: swc asserted on a malformed arrow parameter list
//!   (`ast_print_run`).

use codemode::{CodeMode, DiagnosticKind, ExecuteOptions};

#[test]
fn fuzz_findings_end_in_clean_diagnostics() {
    let cm = CodeMode::builder().build();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions");
    let mut n = 0;
    for f in std::fs::read_dir(&dir).unwrap().flatten() {
        let src = String::from_utf8_lossy(&std::fs::read(f.path()).unwrap()).into_owned();
        let r = rt.block_on(cm.execute(
            &src,
            ExecuteOptions {
                max_instructions: Some(1_000_000),
                ..Default::default()
            },
        ));
        let e = r.error.unwrap_or_else(|| panic!("{:?} ran", f.path()));
        assert!(
            matches!(
                e.kind,
                DiagnosticKind::ParseError | DiagnosticKind::UnsupportedSyntax
            ),
            "{:?}: {e:?}",
            f.path()
        );
        assert!(!e.message.contains("internal"), "{:?}: {e:?}", f.path());
        n += 1;
    }
    assert!(n >= 2);
}
