//! The parser comparison two fuzz targets share: the vendored, patched boa_parser
//! (`vendor/boa_parser`, called as the compiler calls it) against boa_parser 0.22.0 from
//! crates.io. The patches (the byte-level lexer, the operand fast paths, precedence climbing,
//! the name cache, the direct-`eval` hook) are checked by `compiler/tests/parser_equivalence.rs`
//! on the repository's programs and test262; the fuzz targets explore the inputs neither holds.

use boa_interner::Interner;

/// What one parser made of a source: the tree's `Debug` rendering (spans and symbols
/// included; the vendored tree boxes some variants, and a `Box` renders as its content) or the
/// error's message.
#[derive(Debug, PartialEq)]
enum Outcome {
    Parsed(String),
    Failed(String),
}

/// The vendored parser, as `codemode_compiler::front` calls it: no source text recorded, and
/// the nodes' direct-`eval` walk skipped until the lexer reads a name `eval`.
fn patched(source: &str) -> Outcome {
    let mut interner = Interner::default();
    let mut parser =
        patched_parser::Parser::new(patched_parser::Source::from_bytes(source.as_bytes()));
    parser.skip_source_text();
    let parsed = patched_ast::operations::without_direct_eval(|| {
        parser.parse_function_body(&mut interner, false, true)
    });
    match parsed {
        Ok(body) => Outcome::Parsed(format!("{body:?}")),
        Err(e) => Outcome::Failed(e.to_string()),
    }
}

fn upstream(source: &str) -> Outcome {
    let mut interner = Interner::default();
    let mut parser = boa_parser::Parser::new(boa_parser::Source::from_bytes(source.as_bytes()));
    match parser.parse_function_body(&mut interner, false, true) {
        Ok(body) => Outcome::Parsed(format!("{body:?}")),
        Err(e) => Outcome::Failed(e.to_string()),
    }
}

/// Parses `source` with both parsers and panics (a finding) unless they agree.
pub fn assert_same(source: &str) {
    // Both parsers recurse per nesting level. codemode parses anything nested past a few dozen
    // levels on a 1 GB stack (`codemode_compiler::front`) and refuses more than 400 levels
    // before parsing; a fuzz input may nest deeper, and ASAN's frames are larger.
    let (a, b) = stacker::grow(1 << 30, || (patched(source), upstream(source)));
    if a != b {
        let short = |o: &Outcome| match o {
            Outcome::Parsed(_) => "parsed".to_string(),
            Outcome::Failed(e) => format!("error: {e}"),
        };
        panic!(
            "the parsers differ on {source:?}: patched {}, upstream {}",
            short(&a),
            short(&b)
        );
    }
}
