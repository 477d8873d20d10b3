//! Builtins asked to do enormous or unbounded work: huge strings and arrays, catastrophic regular
//! expressions (matching is charged to the instruction budget and polls the deadline).

use super::*;
use codemode::DiagnosticKind::{ResourceLimitExceeded, TimeoutExceeded};

const REDOS: &str = r#"return /^(a+)+$/.test("a".repeat(30) + "!")"#;

#[test]
fn redos_ends_at_the_timeout() {
    expect_kind(REDOS, short(), TimeoutExceeded);
}

#[test]
fn redos_ends_at_the_instruction_budget() {
    expect_kind(REDOS, fuel(5_000_000), ResourceLimitExceeded);
}

#[test]
fn redos_cannot_be_caught() {
    expect_kind(
        r#"try { /^(a+)+$/.test("a".repeat(30) + "!"); } catch (e) { return "caught"; } finally { return "finally"; }"#,
        fuel(5_000_000),
        ResourceLimitExceeded,
    );
}

#[test]
fn redos_alternation_in_replace() {
    expect_kind(
        r#"return ("a".repeat(40) + "b").replace(/^(a|aa)+$/g, "x")"#,
        short(),
        TimeoutExceeded,
    );
}

#[test]
fn redos_in_split_and_match_all() {
    expect_kind(
        r#"return [...("x".repeat(30) + "y").matchAll(/(x+x+)+z/g)].length"#,
        short(),
        TimeoutExceeded,
    );
}

#[test]
fn redos_through_the_constructor() {
    expect_kind(
        r#"const re = new RegExp("(.*a){25}"); return re.test("a".repeat(30) + "b".repeat(30))"#,
        fuel(10_000_000),
        ResourceLimitExceeded,
    );
}

#[test]
fn deeply_nested_pattern_is_a_syntax_error() {
    expect_error(
        r#"return new RegExp("(".repeat(100000) + "a" + ")".repeat(100000)).test("a")"#,
        timeout(),
        "SyntaxError",
    );
}

#[test]
fn repeat_beyond_the_memory_budget() {
    expect_kind(
        "return 'x'.repeat(2 ** 28).length",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn repeat_beyond_the_string_limit() {
    expect_error(
        "return 'xx'.repeat(2 ** 29).length",
        timeout(),
        "RangeError",
    );
}

#[test]
fn join_of_a_billion_holes() {
    expect_error(
        "return new Array(1e9).join().length",
        timeout(),
        "RangeError",
    );
}

#[test]
fn join_beyond_the_memory_budget() {
    expect_kind(
        "return new Array(2 ** 26).join('abc').length",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn huge_pad_start() {
    expect_kind(
        "return 'x'.padStart(2 ** 29 - 100).length",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn replace_with_a_huge_replacement() {
    expect_kind(
        "return 'a'.repeat(1000).replace(/a/g, 'x'.repeat(1e6)).length",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn replace_all_with_a_huge_string_replacement() {
    expect_kind(
        "return 'a'.repeat(1000).replaceAll('a', 'x'.repeat(1e6)).length",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn json_stringify_of_a_huge_value() {
    expect_kind(
        "const a = Array.from({ length: 1e5 }, (_, i) => 'x'.repeat(1000) + i); return JSON.stringify(a).length",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn sort_of_a_large_array_is_charged() {
    // A native default sort of 1e6 strings is work the budget must see.
    expect_kind(
        "const a = 'xy'.repeat(5e5).split(''); a.sort(); a.sort(); a.sort(); return a[0]",
        fuel(2_000_000),
        ResourceLimitExceeded,
    );
}

#[test]
fn index_of_in_a_loop_is_charged() {
    expect_kind(
        "const s = 'a'.repeat(1e6); let n = 0; for (let i = 0; i < 1e4; i++) n += s.indexOf('b'); return n",
        fuel(5_000_000),
        ResourceLimitExceeded,
    );
}

/// A native `toString` installed on an object converts that object again: the nesting is
/// bounded (it grew native stacks without limit and exhausted the host's memory).
#[test]
fn native_to_string_that_converts_its_receiver() {
    let r = expect_error(
        r#"const o = {}; o.toString = String.prototype.trim; return String(o);"#,
        timeout(),
        "RangeError",
    );
    assert!(r.error.unwrap().message.contains("call stack"));
}

/// `String.prototype` is no string: its own toString refuses it, as in JavaScript.
#[test]
fn string_prototype_to_primitive() {
    expect_error(r#"return String.prototype != "";"#, timeout(), "TypeError");
}
