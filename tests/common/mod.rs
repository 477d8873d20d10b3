//! Helpers shared by the differential test files: node, the oracle, and codemode run the same
//! program and must return the same values.

use codemode::{CodeMode, ExecuteOptions};
use std::path::Path;
use std::process::Command;

/// Runs `src` (a program returning an array of values) in node and in codemode and fails on
/// any value that differs, or if fewer than `at_least` were compared.
pub fn same_values_as_node(src: &str, name: &str, at_least: usize) {
    let dir = std::env::temp_dir().join(format!("codemode-oracle-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.js"));
    std::fs::write(&file, src).unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("node")
        .arg(root.join("tests/node_runner.mjs"))
        .arg(&file)
        .output()
        .expect("node must be installed: it is the oracle");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = String::from_utf8_lossy(&out.stdout)
        .lines()
        .find(|l| l.starts_with('{'))
        .map(str::to_string)
        .expect("node's result line");
    let node: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(node["ok"], true, "node failed: {node}");
    let node = node["value"].as_array().expect("an array").clone();

    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let r = rt.block_on(
        CodeMode::builder()
            .build()
            .execute(src, ExecuteOptions::default()),
    );
    assert!(r.ok, "codemode failed: {}", r.to_json());
    let ours = r.value.as_array().expect("an array");
    assert_eq!(ours.len(), node.len());
    assert!(ours.len() > at_least, "only {} values compared", ours.len());
    let mismatches: Vec<String> = ours
        .iter()
        .zip(&node)
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(i, (a, b))| format!("#{i}: codemode {a}, node {b}"))
        .collect();
    assert!(
        mismatches.is_empty(),
        "{} of {} values differ; first: {:#?}",
        mismatches.len(),
        ours.len(),
        &mismatches[..mismatches.len().min(10)]
    );
}
