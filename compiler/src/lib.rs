//! codemode-compiler: TypeScript erasure (swc_ts_fast_strip), parsing (boa_parser, as the body of an
//! implicit async function), and compilation of the boa AST to codemode bytecode.

#![warn(missing_docs)]

mod analysis;
mod compile;
mod front;
mod names;
mod nesting;
#[cfg(test)]
mod nesting_oracle;

pub use codemode_vm::bytecode::{verify_stack, Program};
pub use front::{
    compile, compile_here, compile_pooled, compile_prelude, compile_then, compile_timed,
    token_estimate, CompileError, CompileErrorKind, CompileTimings, Compiled,
    PARSE_BYTES_PER_TOKEN,
};

/// The self-hosted prelude, compiled once per process.
pub fn prelude() -> std::sync::Arc<Program> {
    static P: std::sync::OnceLock<std::sync::Arc<Program>> = std::sync::OnceLock::new();
    P.get_or_init(|| {
        let p = compile_prelude(include_str!("prelude.js"))
            .unwrap_or_else(|e| panic!("prelude failed to compile: {e}"));
        std::sync::Arc::new(p)
    })
    .clone()
}
