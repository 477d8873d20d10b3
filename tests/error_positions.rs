//! Runtime errors point at the instruction that failed: the line and column a model is told to
//! fix. Each program makes a call first (a call records its position on the way), then fails
//! some lines later, so a position left over from the call would show.

use codemode::{CodeMode, DiagnosticKind, ExecuteOptions};

fn failure(code: &str) -> (String, Option<u32>, Option<u32>) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let cm = CodeMode::builder().build();
    let r = rt.block_on(cm.execute(code, ExecuteOptions::default()));
    let e = r.error.expect("the program fails");
    assert_eq!(e.kind, DiagnosticKind::ExecutionFailure, "{e:?}");
    (e.message, e.line, e.column)
}

/// The program's failure, with its line, and its column (1-based).
fn fails_at(code: &str, message: &str, line: u32, column: u32) {
    let (m, l, c) = failure(code);
    assert!(m.contains(message), "{m}");
    assert_eq!((l, c), (Some(line), Some(column)), "{m}");
}

const PRELUDE: &str = "const xs = [1, 2].map((v) => v * 2);\nconst n = xs.length;\n";

#[test]
fn an_undefined_global_points_at_its_use() {
    fails_at(
        &format!("{PRELUDE}return missing + n;\n"),
        "missing is not defined",
        3,
        8,
    );
}

#[test]
fn a_binding_in_its_dead_zone_points_at_its_use() {
    fails_at(
        &format!("{PRELUDE}later = n;\nlet later;\n"),
        "before initialization",
        3,
        1,
    );
}

#[test]
fn a_property_read_on_undefined_points_at_the_read() {
    // Through a local (a fused read), a global object's property and a method call on a local.
    fails_at(
        &format!("{PRELUDE}let u;\nconst a = 1;\nreturn u.name;\n"),
        "reading 'name'",
        5,
        8,
    );
    fails_at(
        &format!("{PRELUDE}const o = {{}};\nreturn o.a.b;\n"),
        "reading 'b'",
        4,
        8,
    );
    fails_at(
        &format!("{PRELUDE}let u;\nconst a = 1;\nreturn [a, u.bar()];\n"),
        "reading 'bar'",
        5,
        // The call's own position (its argument list), as for any failing call.
        17,
    );
}

#[test]
fn a_property_write_on_undefined_points_at_the_write() {
    fails_at(
        &format!("{PRELUDE}let u;\n\nu.total = n;\n"),
        "Cannot set properties of undefined",
        5,
        1,
    );
}

#[test]
fn an_error_inside_a_function_points_into_the_function() {
    fails_at(
        &format!("{PRELUDE}function f(o) {{\n  const k = n;\n  return o.items[k];\n}}\nreturn f({{}});\n"),
        "reading '2'",
        5,
        10,
    );
}

#[test]
fn a_builtin_error_inside_a_loop_points_at_the_call() {
    // The loop runs in the dispatch loop's inner tier, which calls builtins itself: `push`
    // first records nothing, then `JSON.parse` fails on the third pass.
    fails_at(
        &format!(
            "{PRELUDE}let t = 0;\nfor (let i = 0; i < 3; i++) {{\n  t += xs.push(i);\n  if (i === 2) t += JSON.parse(\"{{\" + t);\n}}\nreturn t;\n"
        ),
        "in JSON at position 1",
        6,
        31,
    );
}

#[test]
fn a_loop_test_that_fails_on_a_later_iteration_points_at_the_test() {
    // The test `i < w.length` runs at the loop's top the first time and fused into the loop's
    // back edge after that (`IncJumpIfLtProp`): either way the read of `w.length` fails.
    let code = format!(
        "{PRELUDE}let w = [1, 2, 3];\nfor (let i = 0; i < w.length; i++) {{\n  \
         if (i === 1) w = undefined;\n}}\nreturn n;\n"
    );
    fails_at(&code, "reading 'length'", 4, 21);
    let code = format!("{PRELUDE}let w;\nfor (let i = 0; i < w.length; i++) {{}}\nreturn n;\n");
    fails_at(&code, "reading 'length'", 4, 21);
}
