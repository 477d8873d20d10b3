//! Compile-time diagnostics: parse errors with positions, unsupported syntax naming the
//! alternative, and deep nesting rejected cleanly instead of overflowing the stack.

use codemode::{CodeMode, DiagnosticKind, ExecuteOptions};

fn run(src: &str) -> codemode::ExecutionResult {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(
        CodeMode::builder()
            .build()
            .execute(src, ExecuteOptions::default()),
    )
}

#[test]
fn parse_error_has_position() {
    let r = run("const x = 1;\nconst y = ;");
    let e = r.error.unwrap();
    assert_eq!(e.kind, DiagnosticKind::ParseError);
    assert_eq!(e.line, Some(2));
}

#[test]
fn unsupported_syntax_names_the_alternative() {
    for (src, what) in [
        ("class A {}", "class"),
        ("function* g() {}", "generator"),
        ("const o = { get x() { return 1; } };", "getters"),
        ("for await (const x of xs) {}", "for await"),
        ("const t = tag`x`;", "tagged templates"),
        ("const b = 10n;", "BigInt"),
    ] {
        let r = run(src);
        let e = r.error.unwrap_or_else(|| panic!("{src} should fail"));
        assert_eq!(e.kind, DiagnosticKind::UnsupportedSyntax, "{src}: {e:?}");
        assert!(e.message.contains(what), "{src}: {}", e.message);
        assert!(e.suggestion.is_some(), "{src}");
    }
}

#[test]
fn deep_nesting_is_a_clean_error() {
    let src = format!("return {}1{};", "(".repeat(100_000), ")".repeat(100_000));
    let e = run(&src).error.unwrap();
    assert_eq!(e.kind, DiagnosticKind::ParseError);
    assert!(e.message.contains("nests"), "{}", e.message);
}

#[test]
fn long_operator_chains_compile_or_fail_cleanly() {
    let src = format!("return 1{};", " + 1".repeat(50_000));
    let r = run(&src);
    assert!(r.ok || r.error.is_some());
    let src = format!("return {}true;", "!".repeat(50_000));
    let r = run(&src);
    assert!(r.ok || r.error.unwrap().kind == DiagnosticKind::ParseError);
}

#[test]
fn typescript_types_are_erased() {
    let r = run("interface P { x: number }\nconst p: P = { x: 2 };\nfunction f(a: number): number { return a * 2; }\nreturn f(p.x) as number;");
    assert_eq!(r.value, serde_json::json!(4), "{:?}", r.error);
}

#[test]
fn last_expression_is_the_result() {
    assert_eq!(run("const a = 2; a * 21;").value, serde_json::json!(42));
    assert_eq!(run("const a = 2;").value, serde_json::Value::Null);
}

#[test]
fn the_result_is_the_last_expression_statement_run_even_inside_loops() {
    // A later top-level expression statement or return makes earlier ones' values moot (the
    // compiler stops recording them); a loop after the last one still supplies the value.
    let cases = [
        (
            "let s = 0; for (let i = 0; i < 3; i++) { s += i; } s * 10;",
            30,
        ),
        ("let s = 0; for (let i = 0; i < 3; i++) { s += i; }", 3),
        (
            "let s = 0; 5; for (let i = 0; i < 3; i++) { s += i; } if (s > 100) { 7; }",
            3,
        ),
        (
            "let s = 0; for (const x of [1, 2]) { s += x; } if (s) { 8; }",
            8,
        ),
        ("let n = 0; while (n < 4) { n++; } const m = n;", 3),
        ("for (let i = 0; i < 3; i++) { i; } return 4;", 4),
        ("1; { 2; } if (true) { 6; } else { 9; }", 6),
    ];
    for (src, want) in cases {
        assert_eq!(run(src).value, serde_json::json!(want), "{src}");
    }
}

#[test]
fn result_boundary_rejects_functions_and_cycles() {
    let e = run("return { f() {} };").error.unwrap();
    assert_eq!(e.kind, DiagnosticKind::InvalidDataValue);
    assert!(e.message.contains("result.f"), "{}", e.message);
    let e = run("const o = {}; o.self = o; return o;").error.unwrap();
    assert_eq!(e.kind, DiagnosticKind::InvalidDataValue);
    assert_eq!(
        run("return [NaN, Infinity, undefined];").value,
        serde_json::json!([null, null, null])
    );
}
