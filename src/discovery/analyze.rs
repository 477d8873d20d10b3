//! Static analysis before anything runs: the tool paths a program calls as `tools.a.b(...)`, with
//! positions, and the ones that do not exist (with did-you-mean suggestions).

use crate::result::Diagnostic;
use crate::tool::ToolTable;
use codemode_vm::bytecode::Constant;
use codemode_vm::opcodes::Op;
use serde::Serialize;

/// One `tools.a.b(...)` call site.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StaticToolCall {
    /// The dotted tool path.
    pub path: String,
    /// 1-based line of the call.
    pub line: u32,
    /// 1-based column of the call.
    pub column: u32,
    /// Whether a tool exists at that path.
    pub known: bool,
    /// For unknown paths: the closest existing ones (`tools.`-prefixed).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub suggestions: Vec<String>,
}

/// What a program would call.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Analysis {
    /// Every static call site, in source order.
    pub calls: Vec<StaticToolCall>,
}

impl Analysis {
    /// The call sites whose path names no tool.
    pub fn unknown(&self) -> impl Iterator<Item = &StaticToolCall> {
        self.calls.iter().filter(|c| !c.known)
    }
}

/// Compiles `code` and lists its static tool calls. Calls through values (`const t = tools.a;
/// t.b()`, `tools[name]()`) are only known at run time and are not listed.
pub(crate) fn analyze(code: &str, table: &ToolTable) -> Result<Analysis, Diagnostic> {
    let program = codemode_compiler::compile(code).map_err(Diagnostic::from_compile)?;
    let mut calls = Vec::new();
    for f in &program.functions {
        for (pc, op) in f.code.iter().enumerate() {
            let Op::ToolCall { path } = op else { continue };
            let Some(&Constant::Str { start, end }) = program.consts.get(path.0 as usize) else {
                continue;
            };
            let path = String::from_utf16_lossy(program.string(start, end));
            let (line, column) = f.position(pc as u32).unwrap_or((0, 0));
            let known = table.by_path.contains_key(&path);
            let suggestions = if known {
                Vec::new()
            } else {
                table
                    .closest(&path)
                    .into_iter()
                    .map(|p| format!("tools.{p}"))
                    .collect()
            };
            calls.push(StaticToolCall {
                path,
                line,
                column,
                known,
                suggestions,
            });
        }
    }
    calls.sort_by_key(|c| (c.line, c.column));
    Ok(Analysis { calls })
}
