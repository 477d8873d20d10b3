//! Fuzz target: an arbitrary `boa_ast` script (identifiers and strings drawn from a small set so
//! programs bind and call things), printed back to source -> compile -> run under instruction,
//! memory and depth budgets. Any outcome is fine except a panic, an abort, an internal error or a
//! hang past the budget. The printed source is also parsed by the vendored parser and by
//! upstream's (`parsers.rs`), which must agree: these sources reach syntax that mutated bytes
//! rarely do.
#![no_main]

#[path = "common.rs"]
mod common;
#[path = "parsers.rs"]
mod parsers;

use arbitrary::{Arbitrary, Unstructured};
use boa_ast::visitor::{VisitWith, VisitorMut};
use boa_interner::{Interner, Sym, ToIndentedString};
use codemode::{CodeMode, ExecuteOptions};
use libfuzzer_sys::fuzz_target;
use std::ops::ControlFlow;

/// Replaces every symbol with one of the interned names.
struct Names<'a, 'u, 'd> {
    names: &'a [Sym],
    u: &'u mut Unstructured<'d>,
}

impl<'ast> VisitorMut<'ast> for Names<'_, '_, '_> {
    type BreakTy = arbitrary::Error;

    fn visit_sym_mut(&mut self, node: &'ast mut Sym) -> ControlFlow<Self::BreakTy> {
        match self.u.choose(self.names) {
            Ok(s) => {
                *node = *s;
                ControlFlow::Continue(())
            }
            Err(e) => ControlFlow::Break(e),
        }
    }
}

#[derive(Debug)]
struct Program(String);

impl<'a> Arbitrary<'a> for Program {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let mut script = boa_ast::Script::arbitrary(u)?;
        let mut interner = Interner::default();
        let names: Vec<Sym> = ["a", "b", "f", "x", "tools", "console", "log", "length", "map", "then"]
            .iter()
            .map(|n| interner.get_or_intern(*n))
            .collect();
        if let ControlFlow::Break(e) = script.visit_with_mut(&mut Names { names: &names, u }) {
            return Err(e);
        }
        Ok(Program(script.to_indented_string(&interner, 0)))
    }
}

fuzz_target!(|p: Program| {
    let (cm, rt) = common::engine(|| CodeMode::builder().build());
    if std::env::var_os("CODEMODE_FUZZ_PRINT").is_some() {
        eprintln!("PROGRAM<<<{}>>>", p.0);
    }
    let options = ExecuteOptions {
        max_instructions: Some(200_000),
        max_memory_bytes: Some(64 << 20),
        max_call_depth: Some(500),
        timeout: Some(std::time::Duration::from_secs(5)),
        ..ExecuteOptions::default()
    };
    parsers::assert_same(&p.0);
    let result = rt.block_on(cm.execute(&p.0, options));
    if let Some(e) = &result.error {
        assert_ne!(e.name.as_deref(), Some("InternalError"), "VM panicked on {:?}: {e:?}", p.0);
        assert!(!e.message.contains("internal compiler error"), "compiler panicked on {:?}: {e:?}", p.0);
    }
});
