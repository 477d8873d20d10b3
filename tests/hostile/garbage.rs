//! Garbage and odd input: random bytes, broken UTF-8, surrogates, NUL, a 10 MB source, absurd
//! literals, every unsupported construct, and strange things thrown.

use super::*;
use codemode::DiagnosticKind::{
    ExecutionFailure, ParseError, ResourceLimitExceeded, TimeoutExceeded, UnsupportedSyntax,
};

/// A small deterministic generator (xorshift), so failures reproduce.
fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut s = seed | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s as u8
        })
        .collect()
}

#[test]
fn random_bytes_never_crash() {
    let cm = codemode();
    for seed in 0..200 {
        let src =
            String::from_utf8_lossy(&bytes(seed, 1 + (seed as usize * 37) % 2000)).into_owned();
        let (r, took) = run_on(&cm, &src, timeout());
        assert!(took < BOUND, "seed {seed} took {took:?}");
        if let Some(e) = r.error {
            assert!(!e.message.is_empty());
            assert!(
                e.message != "internal error in the codemode VM",
                "seed {seed}: {e:?}"
            );
        }
    }
    still_works(&cm);
}

#[test]
fn random_printable_ascii_never_crashes() {
    let cm = codemode();
    for seed in 0..200 {
        let src: String = bytes(seed + 1000, 500)
            .into_iter()
            .map(|b| (b' ' + b % 95) as char)
            .collect();
        let (r, took) = run_on(&cm, &src, timeout());
        assert!(took < BOUND, "seed {seed} took {took:?}");
        if let Some(e) = r.error {
            assert!(
                e.message != "internal error in the codemode VM",
                "seed {seed}: {e:?}"
            );
        }
    }
    still_works(&cm);
}

#[test]
fn invalid_utf8_read_lossily() {
    let src = String::from_utf8_lossy(b"return \"\xff\xfe\xc3\x28\"").into_owned();
    expect_value(&src, timeout(), json!("\u{fffd}\u{fffd}\u{fffd}("));
}

#[test]
fn lone_surrogates_in_strings() {
    expect_value(
        r#"const s = "\uD800" + "x" + "\uDC00"; return [s.length, s.isWellFormed(), s.toWellFormed ? 1 : 1]"#,
        timeout(),
        json!([3, false, 1]),
    );
}

#[test]
fn lone_surrogate_in_the_result() {
    let cm = codemode();
    let (r, _) = run_on(&cm, r#"return "a\uD800b""#, timeout());
    assert!(r.ok, "{:?}", r.error);
    assert_eq!(r.value, json!("a\u{fffd}b"));
}

#[test]
fn nul_in_source_and_strings() {
    expect_value("return 'a\u{0}b'.length", timeout(), json!(3));
    expect_kind("return 1\u{0}+1", timeout(), ParseError);
}

#[test]
fn ten_megabyte_source_within_a_budget() {
    let src = format!("let x = 0;\n{}return x", "x += 1;\n".repeat(1_300_000));
    assert!(src.len() > 10_000_000);
    expect_kind(&src, memory(64), ResourceLimitExceeded);
}

#[test]
fn ten_megabyte_source_ends_at_the_timeout_or_runs() {
    let src = format!("let x = 0;\n{}return x", "x += 1;\n".repeat(1_300_000));
    let cm = codemode();
    let (r, took) = run_on(&cm, &src, timeout());
    assert!(took < BOUND, "took {took:?}");
    match r.error {
        None => assert_eq!(r.value, json!(1_300_000)),
        Some(e) => assert_eq!(e.kind, TimeoutExceeded, "{e:?}"),
    }
    still_works(&cm);
}

#[test]
fn ten_megabyte_string_literal() {
    let src = format!("return '{}'.length", "y".repeat(10_000_000));
    expect_value(&src, timeout(), json!(10_000_000));
}

#[test]
fn absurd_number_literals() {
    expect_value(
        "return [1e999999, -1e999999, 1e-999999, 0xffffffffffffffffffffffffffffff > 1]",
        timeout(),
        json!([null, null, 0, true]),
    );
}

#[test]
fn empty_and_whitespace_programs() {
    expect_value("", timeout(), Json::Null);
    expect_value("  \n\t ;;; ", timeout(), Json::Null);
}

macro_rules! unsupported {
    ($($name:ident: $code:expr;)*) => {$(
        #[test]
        fn $name() {
            let r = expect_kind($code, timeout(), UnsupportedSyntax);
            assert!(r.error.unwrap().suggestion.is_some());
        }
    )*};
}

unsupported! {
    unsupported_class: "class A {}";
    unsupported_class_expression: "const A = class {}; return 1";
    unsupported_generator: "function* g() { yield 1; }";
    unsupported_for_await: "for await (const x of []) {}";
    unsupported_getter: "const o = { get x() { return 1; } }; return o.x";
    unsupported_setter: "const o = { set x(v) {} }; return 1";
    unsupported_tagged_template: "const f = (s) => s; return f`x`";
    unsupported_import: "import x from 'y';";
    unsupported_dynamic_import: "return await import('x')";
    unsupported_export: "export const x = 1;";
    unsupported_bigint: "return 10n";
    unsupported_ts_enum: "enum E { A, B } return E.A";
    unsupported_ts_namespace: "namespace N { export const x = 1; } return 1";
    unsupported_new_target: "function f() { return new.target; } return 1";
    unsupported_private_names: "return #x in {}";
}

#[test]
fn eval_and_function_constructor_are_refused() {
    let cm = codemode();
    for code in [
        "return eval('1 + 1')",
        "return new Function('return 1')()",
        "return Function('return 1')()",
    ] {
        let (r, _) = run_on(&cm, code, timeout());
        assert!(!r.ok, "{code} ran");
    }
    still_works(&cm);
}

#[test]
fn with_statement_is_refused() {
    let cm = codemode();
    let (r, _) = run_on(&cm, "with ({ a: 1 }) { return a; }", timeout());
    let e = r.error.unwrap();
    assert!(matches!(e.kind, ParseError | UnsupportedSyntax), "{e:?}");
    still_works(&cm);
}

#[test]
fn throw_null() {
    let r = expect_kind("throw null", timeout(), ExecutionFailure);
    assert!(r.error.unwrap().message.contains("null"));
}

#[test]
fn throw_undefined() {
    expect_kind("throw undefined", timeout(), ExecutionFailure);
}

#[test]
fn throw_object_whose_to_string_throws() {
    expect_kind(
        "throw { toString() { throw new Error('inner'); } }",
        timeout(),
        ExecutionFailure,
    );
}

#[test]
fn throw_object_whose_to_string_loops() {
    expect_kind(
        "throw { toString() { for (;;); } }",
        timeout(),
        ExecutionFailure,
    );
}

#[test]
fn throw_cyclic_object() {
    expect_kind(
        "const o = {}; o.o = o; throw o",
        timeout(),
        ExecutionFailure,
    );
}

#[test]
fn throw_error_with_a_huge_message() {
    let r = expect_kind(
        "throw new Error('m'.repeat(1e7))",
        timeout(),
        ExecutionFailure,
    );
    assert!(r.error.unwrap().message.len() >= 1000);
}

#[test]
fn throw_from_a_promise_nobody_awaits() {
    expect_value(
        "Promise.reject(new Error('ignored')); return 1",
        timeout(),
        json!(1),
    );
}
