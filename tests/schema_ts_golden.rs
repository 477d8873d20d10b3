//! Golden tests for `discovery::schema_ts::signature`: each `tests/golden/schema_ts/NAME.json`
//! (`{ "schema": <input schema>, "output": <output schema or null>, "path": "ns.tool" }`) renders
//! to `NAME.compact.txt` and `NAME.pretty.txt`. Regenerate with
//! `CODEMODE_BLESS=1 cargo test --test schema_ts_golden` (then read every changed file).

use codemode::discovery::schema_ts::signature;
use serde_json::Value;
use std::path::Path;

#[test]
fn schema_ts_golden() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/schema_ts");
    let bless = std::env::var_os("CODEMODE_BLESS").is_some();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".json").map(str::to_string)
        })
        .collect();
    names.sort();
    assert!(
        names.len() >= 40,
        "expected at least 40 cases, found {}",
        names.len()
    );
    let mut failures = Vec::new();
    for name in &names {
        let text = std::fs::read_to_string(dir.join(format!("{name}.json"))).unwrap();
        let case: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let schema = case
            .get("schema")
            .unwrap_or_else(|| panic!("{name}: no schema"));
        let path = case["path"]
            .as_str()
            .unwrap_or_else(|| panic!("{name}: no path"));
        let output = case.get("output").filter(|o| !o.is_null());
        for (kind, pretty) in [("compact", false), ("pretty", true)] {
            let got = format!("{}\n", signature(path, schema, output, pretty));
            let file = dir.join(format!("{name}.{kind}.txt"));
            if bless {
                std::fs::write(&file, &got).unwrap();
                continue;
            }
            let want = std::fs::read_to_string(&file).unwrap_or_default();
            if want != got {
                failures.push(format!("{name}.{kind}:\n--- want\n{want}--- got\n{got}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} golden mismatch(es); set CODEMODE_BLESS=1 to update:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
