//! codemode: run one JavaScript/TypeScript program against a tree of host tools on an
//! async-suspendable bytecode VM.
//!
//! ```
//! use codemode::{CodeMode, ExecuteOptions, Tool, ToolError};
//! use serde_json::json;
//!
//! # tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
//! let cm = CodeMode::builder()
//!     .tool(Tool::new(
//!         "github.get_issue",
//!         "Fetch one issue",
//!         json!({ "type": "object", "properties": { "id": { "type": "integer" } }, "required": ["id"] }),
//!         |input| async move {
//!             let id = input["id"].as_i64().ok_or_else(|| ToolError::new("id must be a number"))?;
//!             Ok(json!({ "id": id, "title": "Crash on start" }))
//!         },
//!     ))
//!     .build();
//! let r = cm
//!     .execute(
//!         "const [a, b] = await Promise.all([1, 2].map(id => tools.github.get_issue({ id })));
//!          return [a.title, b.id]",
//!         ExecuteOptions::default(),
//!     )
//!     .await;
//! assert_eq!(r.value, json!(["Crash on start", 2]));
//! # });
//! ```

#![warn(missing_docs)]

mod blocking;
pub mod discovery;
mod execute;
pub mod fixture;
mod host_calls;
pub mod mcp;
mod result;
mod tool;
mod truncate;

/// Freed heap memory the process keeps for later executions: its limit, and returning it.
pub use codemode_vm::heap_cache;
pub use discovery::analyze::{Analysis, StaticToolCall};
pub use discovery::search::{SearchItem, SearchQuery, SearchResult};
pub use execute::{CodeMode, CodeModeBuilder, ExecuteOptions, Program, DEFAULT_TOOL_CONCURRENCY};
pub use host_calls::{ToolCallHooks, ToolCallOutcome, ToolCallRecord, ToolCallStart};
pub use result::{Diagnostic, DiagnosticKind, ExecutionResult, ExecutionStats};
pub use tool::{Attachment, Tool, ToolContext, ToolError, ToolFuture};

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
