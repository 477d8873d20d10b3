//! Cyclic, deep and huge data through `JSON.stringify`, `console` and the result boundary.

use super::*;
use codemode::DiagnosticKind::InvalidDataValue;

const DEEP: &str = "let x = {}; for (let i = 0; i < 1e6; i++) x = { x };";

#[test]
fn cyclic_json_stringify() {
    expect_error(
        "const a = []; a.push(a); return JSON.stringify(a)",
        timeout(),
        "TypeError",
    );
}

#[test]
fn cyclic_result() {
    expect_kind(
        "const a = {}; a.self = a; return a",
        timeout(),
        InvalidDataValue,
    );
}

#[test]
fn million_deep_json_stringify() {
    expect_error(
        &format!("{DEEP} return JSON.stringify(x).length"),
        timeout(),
        "RangeError",
    );
}

#[test]
fn million_deep_result() {
    expect_kind(&format!("{DEEP} return x"), timeout(), InvalidDataValue);
}

#[test]
fn million_deep_console_log() {
    let cm = codemode();
    let (r, took) = run_on(&cm, &format!("{DEEP} console.log(x); return 1"), timeout());
    assert!(took < BOUND);
    assert!(r.ok, "{:?}", r.error);
    assert!(
        r.logs[0].len() < 10_000,
        "the deep value was printed in full"
    );
    still_works(&cm);
}

#[test]
fn cyclic_console_log() {
    let cm = codemode();
    let (r, _) = run_on(
        &cm,
        "const a = { b: {} }; a.b.a = a; console.log(a); return 1",
        timeout(),
    );
    assert!(r.ok, "{:?}", r.error);
    assert!(r.logs[0].contains("[Circular]"), "{:?}", r.logs);
}

#[test]
fn million_deep_tool_input() {
    expect_kind(
        &format!("{DEEP} return await tools.h.echo(x)"),
        timeout(),
        InvalidDataValue,
    );
}

#[test]
fn cyclic_tool_input() {
    expect_kind(
        "const a = {}; a.a = a; return await tools.h.echo(a)",
        timeout(),
        InvalidDataValue,
    );
}

#[test]
fn huge_result_is_truncated_not_fatal() {
    let cm = codemode();
    let opts = ExecuteOptions {
        max_output_bytes: Some(10_000),
        ..timeout()
    };
    let (r, _) = run_on(&cm, "return 'x'.repeat(1e7)", opts);
    assert!(r.ok, "{:?}", r.error);
    assert!(r.truncated);
    assert!(r.value.to_string().len() < 12_000);
}

#[test]
fn json_parse_of_deep_but_allowed_nesting() {
    expect_value(
        "const s = '['.repeat(1000) + ']'.repeat(1000); let v = JSON.parse(s), d = 0; while (Array.isArray(v) && v.length) { v = v[0]; d++; } return d",
        timeout(),
        json!(999),
    );
}
