//! Runs every behaviour script under `tests/js/<feature>/` through codemode and checks the result
//! against the script's `// expect:` line; also verifies the bytecode stack depth of each script.
//! Scripts listed in `tests/js/known_failures.txt` are expected to fail (a ratchet: a listed
//! script that passes is reported so it can be removed from the list).

use std::path::{Path, PathBuf};

fn scripts() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/js");
    for dir in std::fs::read_dir(&root).expect("tests/js exists").flatten() {
        if dir.path().is_dir() {
            for f in std::fs::read_dir(dir.path())
                .expect("feature dir")
                .flatten()
            {
                if f.path().extension().is_some_and(|e| e == "js") {
                    out.push(f.path());
                }
            }
        }
    }
    out.sort();
    out
}

fn rel(p: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/js");
    p.strip_prefix(&root)
        .unwrap_or(p)
        .to_string_lossy()
        .replace('\\', "/")
}

/// Parses the expectation line: Ok(json) or Err((kind, name)).
pub fn expectation(src: &str) -> Result<serde_json::Value, (String, String)> {
    let first = src.lines().next().unwrap_or("");
    if let Some(rest) = first.strip_prefix("// expect: ") {
        return Ok(serde_json::from_str(rest.trim()).expect("expect line is JSON"));
    }
    if let Some(rest) = first.strip_prefix("// expect-error: ") {
        let mut parts = rest.split_whitespace();
        let kind = parts.next().unwrap_or("").to_string();
        let name = parts.next().unwrap_or("").to_string();
        return Err((kind, name));
    }
    panic!("script has no expectation line");
}

fn known_failures() -> Vec<String> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/js/known_failures.txt");
    std::fs::read_to_string(p)
        .unwrap_or_default()
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

fn check(path: &Path, rt: &tokio::runtime::Runtime, cm: &codemode::CodeMode) -> Result<(), String> {
    let src = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let expected = expectation(&src);
    let opts = codemode::ExecuteOptions {
        timeout: Some(std::time::Duration::from_secs(20)),
        max_call_depth: Some(2_000),
        ..Default::default()
    };
    let r = rt.block_on(cm.execute(&src, opts));
    match expected {
        Ok(v) => {
            if !r.ok {
                return Err(format!("expected {v}, got error {:?}", r.error));
            }
            if r.value != v {
                return Err(format!("expected {v}, got {}", r.value));
            }
        }
        Err((kind, name)) => {
            let Some(e) = r.error else {
                return Err(format!("expected {kind} {name}, got value {}", r.value));
            };
            let got_kind = format!("{:?}", e.kind);
            if got_kind != kind || e.name.as_deref().unwrap_or("") != name {
                return Err(format!(
                    "expected {kind} {name}, got {got_kind} {:?}: {}",
                    e.name, e.message
                ));
            }
        }
    }
    // Every compiled script passes the stack-depth verifier.
    let program = codemode_compiler::compile(&src).map_err(|e| e.to_string())?;
    for f in &program.functions {
        let depth = codemode_compiler::verify_stack(f)
            .map_err(|e| format!("stack verifier: {e} in fn {}", f.name))?;
        // Else every execution would load a mended copy of the program (`Code::new`).
        if depth > f.max_stack {
            return Err(format!(
                "fn {}: the compiler's max_stack {} is below the verified depth {depth}",
                f.name, f.max_stack
            ));
        }
    }
    Ok(())
}

#[test]
fn behaviour_scripts() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let fixture = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tools.json"),
    )
    .unwrap();
    let tools = codemode::fixture::parse_fixture(&fixture).unwrap();
    let cm = codemode::CodeMode::builder().tools(tools).build();
    let known = known_failures();
    let all = scripts();
    assert!(
        all.len() >= 300,
        "expected at least 300 behaviour scripts, found {}",
        all.len()
    );
    let mut failures = Vec::new();
    let mut unexpected_passes = Vec::new();
    let mut passed = 0;
    for p in &all {
        let name = rel(p);
        match check(p, &rt, &cm) {
            Ok(()) => {
                passed += 1;
                if known.contains(&name) {
                    unexpected_passes.push(name);
                }
            }
            Err(e) => {
                if !known.contains(&name) {
                    failures.push(format!("{name}: {e}"));
                }
            }
        }
    }
    eprintln!(
        "behaviour scripts: {passed}/{} pass ({} listed as known failures)",
        all.len(),
        known.len()
    );
    assert!(
        failures.is_empty(),
        "{} unexpected failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        unexpected_passes.is_empty(),
        "these scripts now pass; remove them from tests/js/known_failures.txt:\n{}",
        unexpected_passes.join("\n")
    );
}
