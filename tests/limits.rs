//! Limits and resource behaviour: timeouts stop infinite loops, deep recursion is a catchable
//! RangeError, garbage made in loops is reclaimed during the run, and executions do not leak.

use codemode::{CodeMode, DiagnosticKind, ExecuteOptions};
use std::time::{Duration, Instant};

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

fn rss_kb() -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    s.lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

#[test]
fn infinite_loop_times_out() {
    let cm = CodeMode::builder().build();
    let t = Instant::now();
    let opts = ExecuteOptions {
        timeout: Some(Duration::from_millis(200)),
        ..Default::default()
    };
    let r = rt().block_on(cm.execute("while (true) {}", opts));
    assert_eq!(r.error.unwrap().kind, DiagnosticKind::TimeoutExceeded);
    assert!(
        t.elapsed() < Duration::from_secs(1),
        "took {:?}",
        t.elapsed()
    );
}

#[test]
fn timeout_cannot_be_caught() {
    let cm = CodeMode::builder().build();
    let opts = ExecuteOptions {
        timeout: Some(Duration::from_millis(100)),
        ..Default::default()
    };
    let r = rt().block_on(cm.execute("while (1) { try { for (;;); } catch (e) {} }", opts));
    assert_eq!(r.error.unwrap().kind, DiagnosticKind::TimeoutExceeded);
}

#[test]
fn cancellation_stops_a_loop() {
    let cm = CodeMode::builder().build();
    let token = tokio_util::sync::CancellationToken::new();
    let opts = ExecuteOptions {
        cancel: Some(token.clone()),
        ..Default::default()
    };
    let rt = rt();
    let r = rt.block_on(async {
        let fut = cm.execute("for (;;) {}", opts);
        let h = tokio::spawn(fut);
        tokio::time::sleep(Duration::from_millis(50)).await;
        token.cancel();
        h.await.unwrap()
    });
    assert_eq!(r.error.unwrap().kind, DiagnosticKind::Cancelled);
}

#[test]
fn deep_recursion_is_a_catchable_range_error() {
    let cm = CodeMode::builder().build();
    let src = "function f(n) { return n === 0 ? 0 : 1 + f(n - 1); }
               try { f(100000); return 'no error'; } catch (e) { return [e instanceof RangeError, e.message]; }";
    let r = rt().block_on(cm.execute(src, ExecuteOptions::default()));
    assert_eq!(
        r.value,
        serde_json::json!([true, "Maximum call stack size exceeded"])
    );
}

#[test]
fn instruction_budget_terminates() {
    let cm = CodeMode::builder().build();
    let opts = ExecuteOptions {
        max_instructions: Some(100_000),
        ..Default::default()
    };
    // Plain instructions, and builtins called from the loop (by the dispatch loop's inner
    // tier), one of which charges for its own work.
    for src in [
        "let i = 0; while (true) { i++; }",
        "const a = []; while (true) { a.push(Math.imul(a.length, 3)); a.pop(); }",
        "const a = [1, 2, 3, 4, 5, 6, 7, 8]; while (true) { a.slice(1).indexOf(9); }",
    ] {
        let r = rt().block_on(cm.execute(src, opts.clone()));
        assert_eq!(
            r.error.map(|e| e.kind),
            Some(DiagnosticKind::ResourceLimitExceeded),
            "{src}"
        );
    }
}

#[test]
fn instruction_counts_are_exact_across_slices() {
    // Fuel is charged per straight-line run and a slice may overrun by one run: the count must
    // still be exact. One iteration's cost, from 1 iteration minus 0, times a million iterations
    // (hundreds of slices, a million calls and returns) must equal the measured difference.
    let cm = CodeMode::builder().build();
    let rt = rt();
    let count = |n: u32, body: &str| {
        let src = format!(
            "function f(x) {{ return x + 1; }}
             let s = 0;
             for (let i = 0; i < {n}; i++) {{ {body} }}
             return s;"
        );
        let r = rt.block_on(cm.execute(&src, ExecuteOptions::default()));
        assert!(r.ok, "{:?}", r.error);
        r.stats.instructions
    };
    for body in [
        "s = (s + i) | 0;",
        "s = f(s + i) | 0;",
        "s = (Math.imul(s, 3) + [i].push(i)) | 0;",
        // A comparator's returns go back to the sort (the inner tier's sort return).
        "s = (s + [3, 1, 7, 2].sort((a, b) => (a % 5) - (b % 5))[0]) | 0;",
    ] {
        let zero = count(0, body);
        let one = count(1, body) - zero;
        assert!(one > 2, "{body}: {one}");
        assert_eq!(count(1_000_000, body) - zero, 1_000_000 * one, "{body}");
    }
}

#[test]
fn garbage_in_loops_is_collected() {
    // About 2 GB of short-lived objects in total (each iteration allocates an object, an array
    // and a string); peak RSS must stay far below that.
    let cm = CodeMode::builder().build();
    let src = "let keep = 0;
               for (let i = 0; i < 4000000; i++) {
                 const o = { a: i, b: [i, i + 1, i + 2], c: 'x' + i };
                 keep += o.b.length;
               }
               return keep;";
    let before = rss_kb();
    let r = rt().block_on(cm.execute(src, ExecuteOptions::default()));
    assert_eq!(r.value, serde_json::json!(12000000));
    let after = rss_kb();
    assert!(
        after < 200 * 1024,
        "RSS grew from {before} kB to {after} kB"
    );
}

#[test]
fn a_long_sort_times_out_midway() {
    // One sort of 300k numbers whose comparator loops a little: seconds of work inside a
    // single builtin call. The deadline must reach inside it.
    let cm = CodeMode::builder().build();
    let src = "const a = [];
               for (let i = 0; i < 300000; i++) a.push((i * 7919) % 300007);
               a.sort((x, y) => { let w = 0; for (let k = 0; k < 30; k++) w += k; return x - y; });
               return a[0];";
    let t = Instant::now();
    let opts = ExecuteOptions {
        timeout: Some(Duration::from_millis(400)),
        ..Default::default()
    };
    let r = rt().block_on(cm.execute(src, opts));
    assert_eq!(r.error.unwrap().kind, DiagnosticKind::TimeoutExceeded);
    assert!(
        t.elapsed() < Duration::from_secs(3),
        "took {:?}",
        t.elapsed()
    );
}

#[test]
fn a_large_queue_drains_in_linear_time() {
    // 200k elements through `push` and `shift`: with `shift` moving every element (as until
    // the fifty-eighth session) this was 20 billion element moves, minutes of work; it is a
    // few hundred thousand now. The bound is generous: it only tells linear from quadratic.
    let cm = CodeMode::builder().build();
    let src = "const q = [];
               for (let i = 0; i < 200000; i++) q.push(i);
               let s = 0, n = 0;
               while (q.length) { const x = q.shift(); s += x; n++; if (x % 2 === 0 && x < 100000) q.push(x + 1); }
               q.unshift(1);
               for (let i = 0; i < 100000; i++) q.unshift(i);
               return [s, n, q.length, q[0], q[q.length - 1]];";
    let t = Instant::now();
    let opts = ExecuteOptions {
        timeout: Some(Duration::from_secs(20)),
        ..Default::default()
    };
    let r = rt().block_on(cm.execute(src, opts));
    assert!(r.error.is_none(), "{:?}", r.error);
    let expect: u64 =
        (0..200_000u64).sum::<u64>() + (0..100_000u64).step_by(2).map(|x| x + 1).sum::<u64>();
    assert_eq!(
        r.value,
        serde_json::json!([expect, 250_000, 100_001, 99_999, 1])
    );
    assert!(
        t.elapsed() < Duration::from_secs(10),
        "took {:?}",
        t.elapsed()
    );
}

#[test]
fn garbage_made_by_a_sort_comparator_is_collected_during_the_sort() {
    // About 300k comparator calls, each making an array, an object and a 200-character string:
    // well over the 64 MB limit in total, while the live data is a few MB.
    let cm = CodeMode::builder().build();
    let src = "const xs = [];
               for (let i = 0; i < 20000; i++) xs.push({ id: i, k: (i * 7919) % 20011 });
               xs.sort((a, b) => {
                 const t = [a.k, b.k, { pad: 'p'.repeat(200) + a.id }];
                 return t[0] - t[1];
               });
               let ok = true;
               for (let i = 1; i < xs.length; i++) if (xs[i - 1].k > xs[i].k) ok = false;
               return [ok, xs.length, xs[0].k, xs.reduce((s, x) => s + x.id, 0)];";
    let opts = ExecuteOptions {
        max_memory_bytes: Some(64 << 20),
        ..Default::default()
    };
    let r = rt().block_on(cm.execute(src, opts));
    assert!(r.ok, "{:?}", r.error);
    assert_eq!(r.value, serde_json::json!([true, 20000, 0, 199990000]));
}

#[test]
fn sequential_executions_do_not_leak() {
    let cm = CodeMode::builder().build();
    let rt = rt();
    let src = "const xs = []; for (let i = 0; i < 100; i++) xs.push({ i, s: 'v' + i }); return xs.length;";
    for _ in 0..500 {
        rt.block_on(cm.execute(src, ExecuteOptions::default()));
    }
    let warm = rss_kb();
    for _ in 0..10_000 {
        let r = rt.block_on(cm.execute(src, ExecuteOptions::default()));
        assert!(r.ok);
    }
    let after = rss_kb();
    assert!(
        after < warm + 20 * 1024,
        "RSS grew from {warm} kB to {after} kB over 10,000 executions"
    );
}

/// Executions start from a copy of the realm built once per process, and a program's changes to
/// the builtins stay inside its own execution.
#[test]
fn the_realm_template_is_used_and_isolates_executions() {
    let prelude = codemode_compiler::prelude();
    assert!(codemode_vm::RealmTemplate::in_use(&prelude));
    let cm = CodeMode::builder().build();
    let rt = rt();
    let r = rt.block_on(cm.execute(
        "Array.prototype.map = () => 'hijacked'; Math.max = null; globalThis.leak = 1; return [1].map(x => x)",
        ExecuteOptions::default(),
    ));
    assert_eq!(r.value, serde_json::json!("hijacked"));
    let r = rt.block_on(cm.execute(
        "return [[1, 2].map(x => x * 2), Math.max(1, 3), typeof leak]",
        ExecuteOptions::default(),
    ));
    assert_eq!(r.value, serde_json::json!([[2, 4], 3, "undefined"]));
}
