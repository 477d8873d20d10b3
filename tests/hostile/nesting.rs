//! Depth everywhere: deep recursion in every shape, 100,000-deep source nesting, a million-term
//! expression, and programs too large for the memory budget.

use super::*;
use codemode::DiagnosticKind::{ParseError, ResourceLimitExceeded};

#[test]
fn direct_recursion() {
    expect_error(
        "function f() { return f(); } return f()",
        timeout(),
        "RangeError",
    );
}

#[test]
fn mutual_recursion() {
    expect_error(
        "function f() { return g(); } function g() { return f(); } return f()",
        timeout(),
        "RangeError",
    );
}

#[test]
fn recursion_through_callbacks() {
    expect_error(
        "function g() { return [1].map(g); } return g()",
        timeout(),
        "RangeError",
    );
}

#[test]
fn recursion_through_sort_comparators() {
    expect_error(
        "function c(a, b) { [2, 1].sort(c); return a - b; } return [2, 1].sort(c)",
        timeout(),
        "RangeError",
    );
}

#[test]
fn async_recursion() {
    expect_error(
        "async function f() { await f(); } await f()",
        timeout(),
        "RangeError",
    );
}

#[test]
fn recursion_is_catchable_and_the_stack_recovers() {
    expect_value(
        "function f(n) { return f(n + 1); } let r; try { f(0); } catch (e) { r = e.name; } return [r, [1, 2].map((x) => x * 3)]",
        timeout(),
        json!(["RangeError", [3, 6]]),
    );
}

fn nested(open: &str, middle: &str, close: &str) -> String {
    format!(
        "return {}{middle}{}",
        open.repeat(100_000),
        close.repeat(100_000)
    )
}

#[test]
fn hundred_thousand_parentheses() {
    expect_kind(&nested("(", "1", ")"), timeout(), ParseError);
}

#[test]
fn hundred_thousand_brackets() {
    expect_kind(&nested("[", "", "]"), timeout(), ParseError);
}

#[test]
fn hundred_thousand_braces() {
    expect_kind(&nested("{a:", "1", "}"), timeout(), ParseError);
}

#[test]
fn hundred_thousand_nots() {
    expect_kind(&nested("!", "1", ""), timeout(), ParseError);
}

#[test]
fn hundred_thousand_negations() {
    expect_kind(&nested("- ", "1", ""), timeout(), ParseError);
}

#[test]
fn hundred_thousand_nested_functions() {
    expect_kind(&nested("() => ", "1", ""), timeout(), ParseError);
}

#[test]
fn hundred_thousand_nested_blocks() {
    let code = format!(
        "{}return 1{}",
        "if (true) { ".repeat(100_000),
        "}".repeat(100_000)
    );
    expect_kind(&code, timeout(), ParseError);
}

#[test]
fn hundred_thousand_nested_ternaries() {
    let code = format!(
        "return {}1{}",
        "true ? ".repeat(100_000),
        " : 0".repeat(100_000)
    );
    expect_kind(&code, timeout(), ParseError);
}

#[test]
fn hundred_thousand_member_accesses() {
    let code = format!("const o = {{}}; return o{}", ".a".repeat(100_000));
    let cm = codemode();
    let (r, took) = run_on(&cm, &code, timeout());
    assert!(took < BOUND, "took {took:?}");
    // A long member chain either compiles (and fails reading undefined) or is refused as too
    // deep; it never crashes.
    let e = r.error.unwrap();
    assert!(
        matches!(e.kind, ParseError | DiagnosticKind::ExecutionFailure),
        "{e:?}"
    );
    still_works(&cm);
}

#[test]
fn million_term_sum_under_a_budget_is_refused_before_parsing() {
    let code = format!("return {}", vec!["1"; 1_000_000].join("+"));
    expect_kind(&code, memory(64), ResourceLimitExceeded);
}

#[test]
fn two_hundred_thousand_term_sum_compiles_and_runs() {
    let code = format!("return {}", vec!["1"; 200_000].join("+"));
    expect_value(&code, timeout(), json!(200_000));
}

#[test]
fn long_chains_of_every_operator_kind() {
    let code = format!(
        "let x = 1; return [{}, ({}), {}]",
        vec!["x"; 50_000].join(" && "),
        vec!["x"; 50_000].join(", "),
        vec!["x"; 50_000].join(" * ")
    );
    expect_value(&code, timeout(), json!([1, 1, 1]));
}
