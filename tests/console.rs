//! `console.table`: node is the oracle for the table's layout (rows, columns, headers, widths,
//! blanks), compared on data whose cells both engines print alike (numbers, booleans, null);
//! string and nested cells follow `console.log`'s nested formatting, checked exactly.

use codemode::{CodeMode, ExecuteOptions};
use std::process::Command;

fn logs_of(code: &str) -> Vec<String> {
    let cm = CodeMode::builder().build();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let r = rt.block_on(cm.execute(code, ExecuteOptions::default()));
    assert!(r.ok, "{code}: {:?}", r.error);
    r.logs
}

/// What node's `console.table` prints for each argument list, one block per call.
fn node_tables(calls: &[&str]) -> Vec<String> {
    let script: String = calls
        .iter()
        .map(|c| format!("console.table({c}); process.stdout.write('\\u0000');\n"))
        .collect();
    let out = Command::new("node")
        .arg("-e")
        .arg(script)
        .output()
        .expect("node must be installed: it is the oracle for behaviour tests");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .split('\0')
        .filter(|b| !b.is_empty())
        .map(|b| b.trim_end_matches('\n').to_string())
        .collect()
}

#[test]
fn table_layout_agrees_with_node() {
    let calls = [
        "[{ a: 1, b: 2 }, { a: 3, c: true }]",
        "{ x: { a: 1 }, y: { b: 2 } }",
        "[1, 2.5, null, true]",
        "[[1, 2], [3]]",
        "[{ a: 1 }, 7]",
        "[{ a: 1, b: 2 }], ['b', 'zz']",
        "[{ 10: 1, 2: 2, z: 3 }]",
        "new Map([[1, 10], [2, 20]])",
        "new Set([5, 6])",
        "[]",
        "{}",
        "[{ a: -0.5, b: 1e21 }, { b: NaN, a: Infinity }]",
        "[{ a: 1 }, undefined, { b: undefined }]",
    ];
    let expected = node_tables(&calls);
    assert_eq!(expected.len(), calls.len());
    for (call, want) in calls.iter().zip(expected) {
        let logs = logs_of(&format!("console.table({call});"));
        assert_eq!(logs, vec![want.clone()], "console.table({call})");
    }
}

#[test]
fn table_cells_are_formatted_as_nested_console_values() {
    let logs = logs_of(
        r#"const rows = [{ name: "ada", tags: ["x", 1] }, { name: "bob", at: new Date(0) }];
           rows.push({ self: rows });
           console.table(rows);"#,
    );
    let want = [
        "┌─────────┬───────┬──────────┬──────────────────────────┬────────────┐",
        "│ (index) │ name  │ tags     │ at                       │ self       │",
        "├─────────┼───────┼──────────┼──────────────────────────┼────────────┤",
        "│ 0       │ \"ada\" │ [\"x\", 1] │                          │            │",
        "│ 1       │ \"bob\" │          │ 1970-01-01T00:00:00.000Z │            │",
        "│ 2       │       │          │                          │ [Circular] │",
        "└─────────┴───────┴──────────┴──────────────────────────┴────────────┘",
    ]
    .join("\n");
    assert_eq!(logs, vec![want]);
}

#[test]
fn table_of_a_non_object_logs_it_and_never_throws() {
    let logs = logs_of(
        r#"console.table("plain"); console.table(42); console.table([{ a: 1 }], "not an array");
           return 1;"#,
    );
    assert_eq!(logs[0], "plain");
    assert_eq!(logs[1], "42");
    assert!(logs[2].contains("│ a │"), "{}", logs[2]);
}
