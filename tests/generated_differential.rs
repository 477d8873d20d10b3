//! Differential truth over generated programs: proptest builds small, type-directed expressions
//! over numbers, strings, arrays and objects (arithmetic and comparison with coercions, string and
//! array methods, callbacks, regular expressions, JSON, template literals), and node and codemode
//! must produce the same JSON result for every one — or both throw the same kind of error.
//!
//! The generator runs from a fixed seed so CI sees the same programs every run; set
//! `CODEMODE_PROPTEST_SEED` to explore others and `CODEMODE_PROPTEST_CASES` for more cases.

use codemode::{CodeMode, ExecuteOptions};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestRng, TestRunner};
use std::path::Path;
use std::process::Command;

fn num() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        (-20i32..20).prop_map(|n| n.to_string()),
        prop_oneof![
            Just("0.5"),
            Just("1.25"),
            Just("-0.75"),
            Just("1e3"),
            Just("0")
        ]
        .prop_map(String::from),
        Just("NaN".to_string()),
    ];
    leaf.prop_recursive(3, 24, 3, |inner| {
        let s = str_expr_leaf();
        prop_oneof![
            (
                inner.clone(),
                prop_oneof![Just("+"), Just("-"), Just("*"), Just("/"), Just("%")],
                inner.clone()
            )
                .prop_map(|(a, op, b)| format!("({a} {op} {b})")),
            (
                inner.clone(),
                prop_oneof![
                    Just("&"),
                    Just("|"),
                    Just("^"),
                    Just("<<"),
                    Just(">>"),
                    Just(">>>")
                ],
                inner.clone()
            )
                .prop_map(|(a, op, b)| format!("({a} {op} {b})")),
            inner.clone().prop_map(|a| format!("(-({a}))")),
            inner.clone().prop_map(|a| format!("Math.floor({a})")),
            inner.clone().prop_map(|a| format!("Math.round({a})")),
            inner.clone().prop_map(|a| format!("Math.abs({a})")),
            inner.clone().prop_map(|a| format!("Math.trunc({a})")),
            inner.clone().prop_map(|a| format!("Math.sign({a})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("Math.max({a}, {b})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("Math.min({a}, {b})")),
            s.clone().prop_map(|a| format!("{a}.length")),
            s.clone().prop_map(|a| format!("Number({a})")),
            s.clone().prop_map(|a| format!("parseInt({a})")),
            s.clone().prop_map(|a| format!("parseFloat({a})")),
            (s.clone(), s.clone()).prop_map(|(a, b)| format!("{a}.indexOf({b})")),
            (s.clone(), s).prop_map(|(a, b)| format!("{a}.localeCompare({b})")),
            (inner.clone(), inner.clone(), inner)
                .prop_map(|(c, a, b)| format!("({c} ? {a} : {b})")),
        ]
    })
}

fn str_expr_leaf() -> impl Strategy<Value = String> + Clone {
    prop_oneof![
        "[a-c ]{0,4}".prop_map(|s| format!("\"{s}\"")),
        prop_oneof![
            Just("\"12\""),
            Just("\" 7 \""),
            Just("\"1e2\""),
            Just("\"0x1f\""),
            Just("\"-3.5\""),
            Just("\"abc\"")
        ]
        .prop_map(String::from),
    ]
}

fn string() -> impl Strategy<Value = String> {
    str_expr_leaf().prop_recursive(3, 24, 3, |inner| {
        let n = (-3i32..6).prop_map(|n| n.to_string());
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("({a} + {b})")),
            (inner.clone(), n.clone()).prop_map(|(a, b)| format!("({a} + {b})")),
            inner.clone().prop_map(|a| format!("{a}.toUpperCase()")),
            inner.clone().prop_map(|a| format!("{a}.trim()")),
            (inner.clone(), n.clone(), n.clone())
                .prop_map(|(a, b, c)| format!("{a}.slice({b}, {c})")),
            (inner.clone(), n.clone()).prop_map(|(a, b)| format!("{a}.padStart({b}, \"*\")")),
            (inner.clone(), n.clone()).prop_map(|(a, b)| format!("{a}.repeat(Math.abs({b}) % 3)")),
            (inner.clone(), n.clone()).prop_map(|(a, b)| format!("{a}.at({b}) ?? \"none\"")),
            inner
                .clone()
                .prop_map(|a| format!("{a}.split(\"\").reverse().join(\"\")")),
            inner
                .clone()
                .prop_map(|a| format!("{a}.replace(/[ab]/g, \"x\")")),
            inner
                .clone()
                .prop_map(|a| format!("{a}.replace(/(a)(b)?/, \"[$1|$2]\")")),
            inner
                .clone()
                .prop_map(|a| format!("({a}.match(/[a-c]+/g) || []).join(\",\")")),
            inner
                .clone()
                .prop_map(|a| format!("{a}.split(/\\s+/).length + \"\"")),
            inner.clone().prop_map(|a| format!("`<${{{a}}}>`")),
            inner.clone().prop_map(|a| format!("JSON.stringify({a})")),
            n.clone().prop_map(|a| format!("String({a} / 4)")),
            n.clone().prop_map(|a| format!("({a} * 1.5).toFixed(2)")),
            n.prop_map(|a| format!("({a}).toString(2)")),
            (inner.clone(), inner.clone(), inner)
                .prop_map(|(c, a, b)| format!("({c} ? {a} : {b})")),
        ]
    })
}

fn array() -> impl Strategy<Value = String> {
    let elems = prop::collection::vec(-5i32..10, 0..6).prop_map(|v| {
        format!(
            "[{}]",
            v.iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )
    });
    elems.prop_recursive(2, 12, 2, |inner| {
        prop_oneof![
            inner
                .clone()
                .prop_map(|a| format!("{a}.map((x, i) => x * 2 - i)")),
            inner
                .clone()
                .prop_map(|a| format!("{a}.filter((x) => x % 2 === 0)")),
            inner.clone().prop_map(|a| format!("{a}.slice(1)")),
            inner.clone().prop_map(|a| format!("[...{a}].sort()")),
            inner
                .clone()
                .prop_map(|a| format!("[...{a}].sort((x, y) => y - x)")),
            inner.clone().prop_map(|a| format!("{a}.toReversed()")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("{a}.concat({b})")),
            (inner.clone(), inner)
                .prop_map(|(a, b)| format!("[...{a}, ...{b}].flatMap((x) => [x, x])")),
        ]
    })
}

/// A whole program: a few generated values combined into a returned array.
fn program() -> impl Strategy<Value = String> {
    (num(), string(), array(), num(), string()).prop_map(|(n, s, a, n2, s2)| {
        format!(
            "const a = {a};\nconst n = {n};\nconst s = {s};\nreturn [n, s, a, a.reduce((x, y) => x + y, 0), a.includes(3), a.indexOf(2), a.join(\"-\"), {n2} < {s2}, {n2} == {s2}, {n2} === {s2}, typeof ({n2} + {s2}), [s].concat(a).length, Object.entries({{ k: n, s }}).length, s.length > 2 && n > 0 || \"no\", n ?? 1, Math.max(...a, -100)];"
        )
    })
}

#[test]
fn generated_programs_agree_with_node() {
    let cases: usize = std::env::var("CODEMODE_PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    let seed: u64 = std::env::var("CODEMODE_PROPTEST_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20261130);
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(proptest::test_runner::RngAlgorithm::ChaCha, &bytes),
    );
    let strategy = program();
    let dir = std::env::temp_dir().join(format!("codemode-gen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for i in 0..cases {
        let src = strategy.new_tree(&mut runner).unwrap().current();
        let f = dir.join(format!("{i:04}.js"));
        std::fs::write(&f, &src).unwrap();
        files.push((f, src));
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("node")
        .env("TZ", "UTC")
        .arg(root.join("tests/node_runner.mjs"))
        .args(files.iter().map(|(f, _)| f))
        .output()
        .expect("node must be installed: it is the oracle");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let node: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(node.len(), files.len());
    let cm = CodeMode::builder().build();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut mismatches = Vec::new();
    let mut errors_agreeing = 0;
    for ((_, src), n) in files.iter().zip(&node) {
        let r = rt.block_on(cm.execute(src, ExecuteOptions::default()));
        let agree = if n["ok"] == true {
            r.ok && r.value == n["value"]
        } else {
            errors_agreeing += 1;
            let e = r.error.as_ref();
            let name = e.and_then(|e| e.name.clone());
            let parse = e.is_some_and(|e| e.kind == codemode::DiagnosticKind::ParseError);
            !r.ok
                && (name.as_deref() == n["name"].as_str() || (parse && n["name"] == "SyntaxError"))
        };
        if !agree {
            mismatches.push(format!(
                "program:\n{src}\nnode: {n}\ncodemode: {}\n",
                r.to_json()
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        mismatches.is_empty(),
        "{} of {cases} generated programs disagree (seed {seed}); first:\n{}",
        mismatches.len(),
        mismatches
            .iter()
            .take(3)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    // Most programs must run to a value: a generator that only made errors would prove little.
    assert!(
        errors_agreeing * 4 < cases,
        "{errors_agreeing} of {cases} programs threw"
    );
}
