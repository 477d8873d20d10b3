//! Fuzz target: arbitrary bytes as source, parsed by the vendored, patched boa_parser and by
//! boa_parser 0.22.0 from crates.io (`parsers.rs`). The two must agree: the same tree or the
//! same error message. A difference, or a panic in either parser, is a finding.
#![no_main]

#[path = "parsers.rs"]
mod parsers;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(source) = std::str::from_utf8(data) {
        parsers::assert_same(source);
    }
});
