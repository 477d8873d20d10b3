//! Differential truth: node runs every behaviour script (through tests/node_runner.mjs) and must
//! produce the script's expected result — the same expectation codemode is held to in
//! `behaviour.rs`, so the two engines agree. Scripts marked `// node-differs:` are skipped.

use std::path::Path;
use std::process::Command;

#[test]
fn node_agrees_with_every_expectation() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in std::fs::read_dir(root.join("tests/js")).unwrap().flatten() {
        if dir.path().is_dir() {
            for f in std::fs::read_dir(dir.path()).unwrap().flatten() {
                if f.path().extension().is_some_and(|e| e == "js") {
                    let src = std::fs::read_to_string(f.path()).unwrap();
                    if !src
                        .lines()
                        .nth(1)
                        .is_some_and(|l| l.starts_with("// node-differs:"))
                    {
                        files.push(f.path());
                    }
                }
            }
        }
    }
    files.sort();
    let out = Command::new("node")
        .env("TZ", "UTC")
        .arg(root.join("tests/node_runner.mjs"))
        .args(&files)
        .output()
        .expect("node must be installed: it is the oracle for behaviour tests");
    assert!(
        out.status.success(),
        "node runner failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut mismatches = Vec::new();
    let mut n = 0;
    for line in stdout.lines().filter(|l| l.starts_with('{')) {
        let r: serde_json::Value = serde_json::from_str(line).unwrap();
        let file = r["file"].as_str().unwrap().to_string();
        let src = std::fs::read_to_string(&file).unwrap();
        let first = src.lines().next().unwrap_or("");
        n += 1;
        if let Some(exp) = first.strip_prefix("// expect: ") {
            let exp: serde_json::Value = serde_json::from_str(exp).unwrap();
            if r["ok"] != true || r["value"] != exp {
                mismatches.push(format!("{file}: node gave {line}"));
            }
        } else if let Some(rest) = first.strip_prefix("// expect-error: ") {
            // Tool failures carry their kind as the error name (node's fixture twin does too).
            let mut words = rest.split_whitespace();
            let kind = words.next().unwrap_or("");
            let name = words
                .next()
                .unwrap_or(if kind == "ExecutionFailure" { "" } else { kind });
            if r["ok"] != false || r["name"] != name {
                mismatches.push(format!("{file}: node gave {line}"));
            }
        }
    }
    assert_eq!(n, files.len(), "node reported on every script");
    assert!(
        mismatches.is_empty(),
        "node disagrees:\n{}",
        mismatches.join("\n")
    );
}
