//! Tool misuse and misbehaving tools: wrong and huge arguments, deep, huge and wide results, a
//! panicking tool, and a million calls against a limit.

use super::*;
use codemode::DiagnosticKind::{
    InvalidDataValue, InvalidToolInput, ResourceLimitExceeded, ToolCallLimitExceeded, ToolFailure,
};

#[test]
fn wrong_argument_type() {
    expect_kind(
        "return await tools.h.typed({ n: 5 })",
        timeout(),
        InvalidToolInput,
    );
}

#[test]
fn missing_required_argument() {
    expect_kind(
        "return await tools.h.typed({})",
        timeout(),
        InvalidToolInput,
    );
}

#[test]
fn non_object_argument() {
    expect_kind(
        "return await tools.h.typed('n')",
        timeout(),
        InvalidToolInput,
    );
}

#[test]
fn function_as_argument() {
    expect_kind(
        "return await tools.h.echo({ f: () => 1 })",
        timeout(),
        InvalidDataValue,
    );
}

#[test]
fn huge_argument_round_trips() {
    expect_value(
        "const r = await tools.h.echo({ s: 'x'.repeat(1e7) }); return r.s.length",
        timeout(),
        json!(10_000_000),
    );
}

#[test]
fn huge_argument_beyond_the_budget() {
    expect_kind(
        "const s = 'x'.repeat(2e7); const r = await tools.h.echo({ a: s, b: s }); return r.a.length",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn deep_tool_result() {
    expect_kind("return await tools.h.deep({})", timeout(), InvalidDataValue);
}

#[test]
fn deep_tool_result_caught() {
    expect_value(
        "try { await tools.h.deep({}); return 'no'; } catch (e) { return e.name; }",
        timeout(),
        json!("InvalidDataValue"),
    );
}

#[test]
fn huge_tool_result_beyond_the_budget() {
    expect_kind(
        "return (await tools.h.huge({})).length",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn huge_tool_result_without_a_budget() {
    expect_value(
        "return (await tools.h.huge({})).length",
        timeout(),
        json!(50 << 20),
    );
}

#[test]
fn wide_tool_result() {
    expect_value(
        "const a = await tools.h.wide({}); return a.length + a[999999]",
        timeout(),
        json!(1_999_999),
    );
}

#[test]
fn wide_tool_result_beyond_the_budget() {
    expect_kind(
        "return (await tools.h.wide({})).length",
        memory(8),
        ResourceLimitExceeded,
    );
}

#[test]
fn panicking_tool() {
    let r = expect_kind("return await tools.h.panic({})", timeout(), ToolFailure);
    assert!(
        !r.error.unwrap().message.contains("tool bug"),
        "a panic message leaked"
    );
}

#[test]
fn panicking_tool_caught() {
    expect_value(
        "try { await tools.h.panic({}); } catch (e) { return e.name; }",
        timeout(),
        json!("ToolFailure"),
    );
}

#[test]
fn million_calls_against_a_limit() {
    let opts = ExecuteOptions {
        max_tool_calls: Some(1000),
        ..timeout()
    };
    expect_kind(
        "for (let i = 0; i < 1e6; i++) await tools.h.echo({ i }); return 1",
        opts,
        ToolCallLimitExceeded,
    );
}

#[test]
fn million_unawaited_calls_against_a_limit() {
    let opts = ExecuteOptions {
        max_tool_calls: Some(1000),
        ..timeout()
    };
    expect_kind(
        "const ps = []; for (let i = 0; i < 1e5; i++) ps.push(tools.h.echo({ i })); await Promise.all(ps); return 1",
        opts,
        ToolCallLimitExceeded,
    );
}

#[test]
fn unknown_tools_and_namespaces() {
    expect_kind(
        "return await tools.nope.nothing({})",
        timeout(),
        DiagnosticKind::UnknownTool,
    );
}

#[test]
fn failing_tool_in_a_tight_retry_loop() {
    expect_kind(
        "for (;;) { try { await tools.h.fail({}); } catch (e) {} }",
        short(),
        DiagnosticKind::TimeoutExceeded,
    );
}
