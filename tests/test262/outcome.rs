//! Building one test's program (harness files, strictness) and judging its result against the
//! test's expectation.

use crate::frontmatter::{Meta, Phase};
use codemode::{DiagnosticKind, ExecutionResult};
use std::collections::HashMap;
use std::path::Path;

/// The result of one test.
pub enum Outcome {
    Pass,
    Fail(String),
    /// The compiler refused a documented boundary (the manifest's `skip-unsupported`).
    Skip(String),
}

/// The checkout's harness files, by name.
pub struct Harness {
    files: HashMap<String, String>,
}

/// `print`, which test262's async harness (`doneprintHandle.js`) reports through.
const PRINT: &str = "function print(message) { console.log(String(message)); }\n";

impl Harness {
    pub fn load(dir: &Path) -> Result<Harness, String> {
        let mut files = HashMap::new();
        for e in std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
            let p = e.map_err(|e| e.to_string())?.path();
            if p.extension().is_some_and(|x| x == "js") {
                let name = p.file_name().unwrap().to_string_lossy().to_string();
                files.insert(
                    name,
                    std::fs::read_to_string(&p).map_err(|e| e.to_string())?,
                );
            }
        }
        Ok(Harness { files })
    }

    fn file(&self, name: &str) -> Result<&str, String> {
        self.files
            .get(name)
            .map(String::as_str)
            .ok_or_else(|| format!("harness file {name} is missing from the checkout"))
    }

    /// The program one test runs: `"use strict";` for `onlyStrict`, the harness (unless `raw`),
    /// the includes, then the test. Tests without a strictness flag run once, as written.
    pub fn program(&self, meta: &Meta, source: &str) -> Result<String, String> {
        let mut code = String::new();
        if meta.flag("onlyStrict") {
            code.push_str("\"use strict\";\n");
        }
        if !meta.flag("raw") {
            code.push_str(self.file("assert.js")?);
            code.push('\n');
            code.push_str(self.file("sta.js")?);
            code.push('\n');
            if meta.flag("async") {
                code.push_str(PRINT);
                code.push_str(self.file("doneprintHandle.js")?);
                code.push('\n');
            }
            for inc in &meta.includes {
                code.push_str(self.file(inc)?);
                code.push('\n');
            }
        }
        code.push_str(source);
        // The program's completion value is not the test's business: end on a plain value so a
        // trailing expression (a function, say) never fails at the result boundary.
        code.push_str("\n;undefined;\n");
        Ok(code)
    }
}

/// Whether `r` is what the test expects.
pub fn judge(meta: &Meta, r: &ExecutionResult, boundaries: &[String]) -> Outcome {
    let err = r.error.as_ref();
    if let Some(e) = err.filter(|e| e.kind == DiagnosticKind::UnsupportedSyntax) {
        if let Some(b) = boundaries.iter().find(|b| e.message.contains(b.as_str())) {
            return Outcome::Skip(format!("unsupported syntax: {b}"));
        }
    }
    let describe = || match err {
        Some(e) => format!(
            "{:?} {}: {}",
            e.kind,
            e.name.as_deref().unwrap_or(""),
            e.message.chars().take(300).collect::<String>()
        ),
        None => "completed".to_string(),
    };
    if let Some(neg) = &meta.negative {
        let ok = match (neg.phase.clone(), err) {
            (Phase::Parse, Some(e)) => e.kind == DiagnosticKind::ParseError,
            (Phase::Runtime, Some(e)) => {
                e.kind == DiagnosticKind::ExecutionFailure && e.name.as_deref() == Some(&neg.error)
            }
            _ => false,
        };
        return if ok {
            Outcome::Pass
        } else {
            Outcome::Fail(format!(
                "expected {:?} {}, got {}",
                neg.phase,
                neg.error,
                describe()
            ))
        };
    }
    if !r.ok {
        return Outcome::Fail(describe());
    }
    if meta.flag("async") {
        if let Some(f) = r
            .logs
            .iter()
            .find(|l| l.contains("Test262:AsyncTestFailure"))
        {
            return Outcome::Fail(f.clone());
        }
        if !r
            .logs
            .iter()
            .any(|l| l.contains("Test262:AsyncTestComplete"))
        {
            return Outcome::Fail("async test never called $DONE".to_string());
        }
    }
    Outcome::Pass
}
