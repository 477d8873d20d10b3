//! The result contract: `ExecutionResult` and `Diagnostic`, serialised exactly as DESIGN.md
//! specifies (the CLI's `--json` output).

use serde::Serialize;

/// The kind of a failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum DiagnosticKind {
    /// The program is not valid JavaScript/TypeScript.
    ParseError,
    /// Valid syntax codemode does not run.
    UnsupportedSyntax,
    /// A tool path that does not exist.
    UnknownTool,
    /// Tool input failed validation.
    InvalidToolInput,
    /// Tool output failed validation.
    InvalidToolOutput,
    /// A value that cannot cross the data boundary.
    InvalidDataValue,
    /// Too many tool calls.
    ToolCallLimitExceeded,
    /// The timeout elapsed.
    TimeoutExceeded,
    /// A tool failed.
    ToolFailure,
    /// An uncaught throw or runtime error.
    ExecutionFailure,
    /// The instruction or memory budget ran out.
    ResourceLimitExceeded,
    /// The host cancelled the execution.
    Cancelled,
}

impl DiagnosticKind {
    /// The diagnostic kind of a failed tool call.
    pub fn from_host(k: codemode_vm::host::HostErrorKind) -> Self {
        use codemode_vm::host::HostErrorKind as H;
        match k {
            H::UnknownTool => DiagnosticKind::UnknownTool,
            H::InvalidToolInput => DiagnosticKind::InvalidToolInput,
            H::InvalidToolOutput => DiagnosticKind::InvalidToolOutput,
            H::InvalidDataValue => DiagnosticKind::InvalidDataValue,
            H::ToolCallLimitExceeded => DiagnosticKind::ToolCallLimitExceeded,
            H::ToolFailure => DiagnosticKind::ToolFailure,
        }
    }
}

/// A failure, written for a model to act on.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Diagnostic {
    /// What kind of failure.
    pub kind: DiagnosticKind,
    /// The JavaScript error name (`TypeError`, ...) for thrown errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// What went wrong.
    pub message: String,
    /// What to do instead.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suggestion: Option<String>,
    /// 1-based line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    /// 1-based column.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<u32>,
}

impl Diagnostic {
    /// A diagnostic without position or name.
    pub fn new(kind: DiagnosticKind, message: impl Into<String>) -> Self {
        Diagnostic {
            kind,
            name: None,
            message: message.into(),
            suggestion: None,
            line: None,
            column: None,
        }
    }
}

impl Diagnostic {
    /// Converts a compiler error.
    pub fn from_compile(e: codemode_compiler::CompileError) -> Self {
        let kind = match e.kind {
            codemode_compiler::CompileErrorKind::ParseError => DiagnosticKind::ParseError,
            codemode_compiler::CompileErrorKind::UnsupportedSyntax => {
                DiagnosticKind::UnsupportedSyntax
            }
        };
        Diagnostic {
            kind,
            name: None,
            message: e.message,
            suggestion: e.suggestion,
            line: e.line,
            column: e.column,
        }
    }
}

/// The outcome of one execution.
#[derive(Clone, Debug, PartialEq)]
pub struct ExecutionResult {
    /// Whether the program completed.
    pub ok: bool,
    /// The program's value (JSON), when `ok`.
    pub value: serde_json::Value,
    /// The failure, when not `ok`.
    pub error: Option<Diagnostic>,
    /// Captured console lines.
    pub logs: Vec<String>,
    /// Every tool call the program made, in call order.
    pub tool_calls: Vec<crate::ToolCallRecord>,
    /// Whether output was truncated.
    pub truncated: bool,
    /// Media tools produced (never seen by the program).
    pub attachments: Vec<crate::Attachment>,
    /// Where the execution's time and memory went (not part of [`ExecutionResult::to_json`];
    /// the CLI adds it with `--stats`).
    pub stats: ExecutionStats,
}

/// Measurements of one execution, for harnesses and benchmarks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExecutionStats {
    /// Microseconds parsing the source (0 for a precompiled [`crate::Program`]).
    pub parse_us: f64,
    /// Microseconds generating bytecode (0 for a precompiled [`crate::Program`]).
    pub compile_us: f64,
    /// Microseconds from the end of compiling to the result: setting up the execution,
    /// running it, waiting on its tools, and converting its value.
    pub run_us: f64,
    /// Bytecode instructions executed (builtins charge for long work, such as sorting or
    /// matching, as instructions too).
    pub instructions: u64,
    /// The most heap the program held at once, in the VM's accounting (measured at each
    /// collection and at the end).
    pub peak_heap_bytes: u64,
    /// Garbage collections run.
    pub gc_count: u64,
}

impl ExecutionStats {
    /// The stats as the JSON object `codemode run --json --stats` prints.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or_default()
    }
}

impl ExecutionResult {
    /// The result JSON of DESIGN.md.
    pub fn to_json(&self) -> serde_json::Value {
        if self.ok {
            let mut j = serde_json::json!({
                "ok": true,
                "value": self.value,
                "logs": self.logs,
                "toolCalls": self.tool_calls,
                "truncated": self.truncated,
            });
            if !self.attachments.is_empty() {
                j["attachments"] = serde_json::json!(self.attachments);
            }
            j
        } else {
            let mut j = serde_json::json!({
                "ok": false,
                "error": self.error,
                "logs": self.logs,
                "toolCalls": self.tool_calls,
            });
            // Failures carry the flag only when something was cut (the logs or the message).
            if self.truncated {
                j["truncated"] = serde_json::Value::Bool(true);
            }
            if !self.attachments.is_empty() {
                j["attachments"] = serde_json::json!(self.attachments);
            }
            j
        }
    }

    pub(crate) fn failure(error: Diagnostic, logs: Vec<String>) -> Self {
        ExecutionResult {
            ok: false,
            value: serde_json::Value::Null,
            error: Some(error),
            logs,
            tool_calls: Vec::new(),
            truncated: false,
            attachments: Vec::new(),
            stats: ExecutionStats::default(),
        }
    }
}
