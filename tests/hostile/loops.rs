//! Infinite loops in every shape, in callbacks and in await chains; terminating limits cannot be
//! caught, skipped by `finally` or swallowed by promise handlers; cancellation.

use super::*;
use codemode::DiagnosticKind::{Cancelled, ResourceLimitExceeded, TimeoutExceeded};

#[test]
fn empty_for_loop() {
    expect_kind("for (;;) {}", short(), TimeoutExceeded);
}

#[test]
fn catch_inside_loop_cannot_catch_the_timeout() {
    expect_kind(
        "while (1) { try { for (;;); } catch (e) {} }",
        short(),
        TimeoutExceeded,
    );
}

#[test]
fn finally_cannot_outlive_the_timeout() {
    expect_kind(
        "try { for (;;); } finally { for (;;); }",
        short(),
        TimeoutExceeded,
    );
}

#[test]
fn finally_does_not_run_after_the_budget() {
    // If the finally block ran, it would return normally.
    expect_kind(
        "try { for (;;); } finally { return 'escaped'; }",
        fuel(1_000_000),
        ResourceLimitExceeded,
    );
}

#[test]
fn instruction_budget_cannot_be_caught() {
    expect_kind(
        "let n = 0; while (true) { try { for (;;) n++; } catch (e) { n = -1; } }",
        fuel(2_000_000),
        ResourceLimitExceeded,
    );
}

#[test]
fn loop_in_foreach_callback() {
    expect_kind(
        "[1, 2].forEach(() => { for (;;); })",
        short(),
        TimeoutExceeded,
    );
}

#[test]
fn loop_in_sort_comparator() {
    expect_kind(
        "[3, 1, 2].sort((a, b) => { for (;;); })",
        short(),
        TimeoutExceeded,
    );
}

#[test]
fn loop_in_map_callback_under_budget() {
    expect_kind(
        "[1].map(() => { while (true); })",
        fuel(1_000_000),
        ResourceLimitExceeded,
    );
}

#[test]
fn loop_in_replace_callback() {
    expect_kind(
        "'aaa'.replace(/a/g, () => { for (;;); })",
        short(),
        TimeoutExceeded,
    );
}

#[test]
fn loop_in_to_string_method() {
    // ToPrimitive runs the object's own toString on a nested dispatch loop, which still sees
    // the deadline.
    expect_kind(
        "const o = { toString() { for (;;); } }; return String(o)",
        short(),
        TimeoutExceeded,
    );
}

#[test]
fn loop_in_value_of_under_budget() {
    expect_kind(
        "const o = { valueOf() { for (;;); } }; try { return o + 1; } catch (e) { return 'caught'; }",
        fuel(1_000_000),
        ResourceLimitExceeded,
    );
}

#[test]
fn to_string_recursing_through_string_conversion() {
    expect_error(
        "const o = { toString() { return String(this) + 'x'; } }; return String(o)",
        timeout(),
        "RangeError",
    );
}

#[test]
fn to_string_allocating_forever() {
    expect_kind(
        "const a = []; const o = { toString() { for (;;) a.push({ x: [1, 2, 3] }); } }; return `${o}`",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn await_in_infinite_loop() {
    expect_kind("for (;;) await 0;", short(), TimeoutExceeded);
}

#[test]
fn self_rescheduling_then() {
    expect_kind(
        "function f() { Promise.resolve().then(f); } f(); await new Promise(() => {});",
        short(),
        TimeoutExceeded,
    );
}

#[test]
fn promise_handler_cannot_swallow_the_timeout() {
    expect_kind(
        "const r = await (async () => { for (;;); })().catch(() => 'swallowed'); return r;",
        short(),
        TimeoutExceeded,
    );
}

#[test]
fn promise_handler_cannot_swallow_the_budget() {
    expect_kind(
        "return await new Promise((res) => { for (;;); }).then(() => 1, () => 2);",
        fuel(1_000_000),
        ResourceLimitExceeded,
    );
}

#[test]
fn never_settling_promise_is_reported_at_once() {
    // Nothing can settle it (no timers, no tool calls running): reported without waiting.
    let r = expect_kind(
        "await new Promise(() => {});",
        short(),
        DiagnosticKind::ExecutionFailure,
    );
    assert!(r.error.unwrap().message.contains("never settle"));
}

#[test]
fn cancellation_while_a_tool_is_awaited() {
    let cm = codemode();
    let one_at_a_time = serial();
    let token = tokio_util::sync::CancellationToken::new();
    let opts = ExecuteOptions {
        cancel: Some(token.clone()),
        ..Default::default()
    };
    let t = Instant::now();
    let r = rt().block_on(async {
        let h = tokio::spawn(cm.execute("await tools.h.hang({}); return 1", opts));
        tokio::time::sleep(Duration::from_millis(50)).await;
        token.cancel();
        h.await.unwrap()
    });
    assert!(t.elapsed() < BOUND);
    assert_eq!(r.error.unwrap().kind, Cancelled);
    drop(one_at_a_time);
    still_works(&cm);
}

#[test]
fn cancellation_inside_a_catastrophic_regex() {
    let cm = codemode();
    let one_at_a_time = serial();
    let token = tokio_util::sync::CancellationToken::new();
    let opts = ExecuteOptions {
        cancel: Some(token.clone()),
        ..Default::default()
    };
    let t = Instant::now();
    let r = rt().block_on(async {
        let h = tokio::spawn(cm.execute(r#"return /^(a+)+$/.test("a".repeat(40) + "!")"#, opts));
        tokio::time::sleep(Duration::from_millis(100)).await;
        token.cancel();
        h.await.unwrap()
    });
    assert!(t.elapsed() < BOUND, "took {:?}", t.elapsed());
    assert_eq!(r.error.unwrap().kind, Cancelled);
    drop(one_at_a_time);
    still_works(&cm);
}

#[test]
fn fairness_one_hostile_among_a_thousand() {
    // 1,000 executions share a 2-worker runtime; one spins until its timeout. The others (each
    // awaiting a tool and computing a little) all finish, and long before the hostile one ends.
    let cm = std::sync::Arc::new(codemode());
    let one_at_a_time = serial();
    let rt = rt();
    let t = Instant::now();
    let (normal, hostile) = rt.block_on(async {
        let hostile = tokio::spawn({
            let cm = cm.clone();
            async move {
                cm.execute(
                    "for (;;) {}",
                    ExecuteOptions {
                        timeout: Some(Duration::from_secs(4)),
                        ..Default::default()
                    },
                )
                .await
            }
        });
        let mut hs = Vec::new();
        for i in 0..999 {
            let cm = cm.clone();
            hs.push(tokio::spawn(async move {
                let code = format!(
                    "const r = await tools.h.echo({{ i: {i} }}); let s = 0; for (let k = 0; k < 1000; k++) s += k; return r.i + s"
                );
                let r = cm.execute(&code, timeout()).await;
                (r, Instant::now())
            }));
        }
        let mut done = Vec::new();
        for h in hs {
            done.push(h.await.unwrap());
        }
        (done, hostile.await.unwrap())
    });
    drop(one_at_a_time);
    let last = normal.iter().map(|(_, at)| *at).max().unwrap();
    for (i, (r, _)) in normal.iter().enumerate() {
        assert!(r.ok, "execution {i}: {:?}", r.error);
        assert_eq!(r.value, json!(i + 499_500));
    }
    assert!(
        last.duration_since(t) < Duration::from_secs(3),
        "the normal executions took {:?}",
        last.duration_since(t)
    );
    assert_eq!(hostile.error.unwrap().kind, TimeoutExceeded);
}
