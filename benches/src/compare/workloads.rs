//! The shared workloads (`benches/workloads/`, copied from the project's shared benchmark set):
//! their sources, their untimed setup, and how each engine's copy differs.

use std::path::Path;

/// One workload: a script whose completion value is its result.
pub struct Workload {
    /// File stem (`b_fib`).
    pub name: String,
    /// The script.
    pub source: String,
    /// An untimed setup script run first in the same context (`e_json.setup.js`).
    pub setup: Option<String>,
}

impl Workload {
    /// `a_startup` measures a whole fresh execution, context creation included, in µs.
    pub fn is_startup(&self) -> bool {
        self.name == "a_startup"
    }

    /// The source codemode runs. Identical to the shared file except where codemode has no
    /// synchronous host function: `host(x)` and `hostraw(x)` become an immediately-ready tool
    /// call and its await (`await tools.bench.host(x)`), inside an async function.
    pub fn codemode_source(&self) -> String {
        codemode_host_calls(&self.source)
    }

    /// The setup followed by the workload as one program (for engines whose executions share
    /// no state: the setup's cost is measured alone and subtracted).
    pub fn with_setup(&self, source: &str) -> Option<String> {
        self.setup.as_ref().map(|s| format!("{s}\n{source}"))
    }
}

/// Rewrites synchronous host calls into awaited tool calls.
fn codemode_host_calls(source: &str) -> String {
    if !source.contains("host(") && !source.contains("hostraw(") {
        return source.to_string();
    }
    source
        .replace("(function () {", "(async function () {")
        .replace("hostraw(i)", "host(i)")
        .replace("host(i)", "(await tools.bench.host(i))")
}

/// Loads every `*.js` workload in `dir` (not the `.setup.js` files), sorted by name.
///
/// # Errors
///
/// A message naming the directory or file that could not be read.
pub fn load(dir: &Path) -> Result<Vec<Workload>, String> {
    let mut out = Vec::new();
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for e in entries.flatten() {
        let path = e.path();
        let file = path.file_name().and_then(|f| f.to_str()).unwrap_or("");
        if !file.ends_with(".js") || file.ends_with(".setup.js") {
            continue;
        }
        let name = file.trim_end_matches(".js").to_string();
        let source =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let setup_path = dir.join(format!("{name}.setup.js"));
        let setup = std::fs::read_to_string(&setup_path).ok();
        out.push(Workload {
            name,
            source,
            setup,
        });
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(out)
}
