//! codemode: run one JavaScript/TypeScript program against a tree of host tools on an
//! async-suspendable bytecode VM.
//!
//! ```no_run
//! # async fn demo() {
//! let cm = codemode::CodeMode::builder().build();
//! let result = cm.execute("const xs = [1, 2, 3]; return xs.map(x => x * 2);", codemode::ExecuteOptions::default()).await;
//! assert!(result.ok);
//! # }
//! ```

#![warn(missing_docs)]

mod execute;
pub mod fixture;
mod host_calls;
mod result;
mod tool;
mod truncate;

pub use execute::{CodeMode, CodeModeBuilder, ExecuteOptions, DEFAULT_TOOL_CONCURRENCY};
pub use host_calls::{ToolCallHooks, ToolCallOutcome, ToolCallRecord, ToolCallStart};
pub use result::{Diagnostic, DiagnosticKind, ExecutionResult};
pub use tool::{Tool, ToolError, ToolFuture};

/// Compiles a program and returns its disassembly (for `codemode disasm`).
///
/// # Errors
///
/// The compile diagnostic when the program does not compile.
pub fn disassemble(code: &str) -> Result<String, Diagnostic> {
    codemode_compiler::compile(code)
        .map(|p| p.disassemble())
        .map_err(Diagnostic::from_compile)
}
