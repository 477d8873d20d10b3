//! Executions hand their fixed-size blocks (the VM, its stacks, its method cache, its heap's
//! first slots, the JSON writer's text buffer, one array's item buffer) to the next execution
//! on the same thread (`vm/src/spare.rs`). These check that
//! nothing of one execution shows in the next: in sequence on one thread, interleaved on one
//! thread (one takes the blocks, the other allocates its own), and moved between threads.

use codemode::{CodeMode, ExecuteOptions, Tool};
use serde_json::{json, Value};
use std::time::Duration;

/// Programs and their results; run in turns, each sees a fresh realm and fresh buffers.
fn programs() -> Vec<(&'static str, Value)> {
    vec![
        // Fills the method cache and the heap's first slots, and writes to the realm.
        (
            "const xs = []; for (let i = 0; i < 40; i++) xs.push({ i, s: 'v' + i }); \
             globalThis.leak = xs; Array.prototype.push = function () { return -1 }; \
             Object.prototype.hit = 1; \
             return [xs.length, [].push(5), ({}).hit, xs.map(x => x.s).join('').length]",
            json!([40, -1, 1, 110]),
        ),
        // Sees none of it.
        (
            "return [typeof leak, [1].push(2), ({}).hit, [3, 1, 2].sort().join(), \
             'a-b'.split('-').length]",
            json!(["undefined", 2, null, "1,2,3", 2]),
        ),
        // Fills the method cache with builtins (`JSON.stringify`, `Math.max`, `concat`: a
        // thread's next execution takes the cache over with its entries), then replaces them.
        (
            "const before = [JSON.stringify([1]), Math.max(1, 2), [].concat([3]).length]; \
             JSON.stringify = () => 'fake'; Math.max = () => -7; \
             Array.prototype.concat = () => 'c'; \
             return [before, JSON.stringify(1), Math.max(1, 2), [].concat([3])]",
            json!([["[1]", 2, 1], "fake", -7, "c"]),
        ),
        // Sees the builtins, not the replacements.
        (
            "return [JSON.stringify([1]), Math.max(1, 2), [].concat([3]).length]",
            json!(["[1]", 2, 1]),
        ),
        // Grows the operand and frame stacks past what a thread keeps.
        (
            "function depth(n) { return n === 0 ? 0 : 1 + depth(n - 1) } return depth(3000)",
            json!(3000),
        ),
        // A grown heap: its slot arrays go back to the allocator, not to the next execution.
        (
            "const m = new Map(); for (let i = 0; i < 5000; i++) m.set('k' + i, { i }); \
             let s = 0; for (const [, v] of m) s += v.i; return s",
            json!(12497500),
        ),
        // Nothing of the stack or frames above survives into this one.
        (
            "const a = [1, 2, 3]; return a.reduce((x, y) => x + y, 0) + \
             (function () { return arguments.length })(1, 2)",
            json!(8),
        ),
        // Grows an array past 64 items (its item buffer is kept for the next execution) and
        // writes JSON (so is the writer's text buffer).
        (
            "const a = []; for (let i = 0; i < 100; i++) a.push('x' + i); \
             return JSON.stringify({ n: a.length, last: a[99], s: a.join('').length })",
            json!("{\"n\":100,\"last\":\"x99\",\"s\":290}"),
        ),
        // Takes both: only its own items and its own text.
        (
            "const b = []; for (let i = 0; i < 70; i++) b.push(i); \
             return [b.length, b[0], b[69], typeof b[70], b.indexOf('x5'), JSON.stringify([1, 'y'])]",
            json!([70, 0, 69, "undefined", -1, "[1,\"y\"]"]),
        ),
        // A text larger than the writer keeps, then a small one in the same execution.
        (
            "const big = JSON.stringify(Array.from({ length: 5000 }, (_, i) => i)); \
             return [big.length, big.slice(-6), JSON.stringify({ k: 'v' })]",
            json!([23891, ",4999]", "{\"k\":\"v\"}"]),
        ),
    ]
}

/// A single-threaded runtime: every execution on it runs on this test's thread.
fn current_thread() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime")
}

fn engine() -> CodeMode {
    let slow = Tool::new(
        "test.later",
        "Answers its input after a short sleep",
        json!({}),
        |input| async move {
            tokio::time::sleep(Duration::from_millis(2)).await;
            Ok(input)
        },
    );
    CodeMode::builder().tool(slow).build()
}

#[test]
fn executions_in_turn_on_one_thread_see_nothing_of_each_other() {
    let cm = engine();
    let rt = current_thread();
    let ps = programs();
    for round in 0..20 {
        for (code, want) in &ps {
            let r = rt.block_on(cm.execute(code, ExecuteOptions::default()));
            assert_eq!(&r.value, want, "round {round}: {code}: {:?}", r.error);
        }
    }
}

#[test]
fn interleaved_executions_on_one_thread_keep_their_own_blocks() {
    let cm = engine();
    let rt = current_thread();
    // Each pends on a tool between building and checking its own objects, so all of them are
    // alive at once on this thread and end in an order unrelated to their start.
    let code = "const mine = []; for (let i = 0; i < 20; i++) mine.push({ i, tag: id }); \
                const back = await tools.test.later({ id }); \
                return mine.every(o => o.tag === id) && back.id === id ? id : -1";
    rt.block_on(async {
        let runs = (0..8).map(|id| {
            let code = format!("const id = {id}; {code}");
            let cm = &cm;
            async move { cm.execute(&code, ExecuteOptions::default()).await }
        });
        let results = futures_util::future::join_all(runs).await;
        for (id, r) in results.iter().enumerate() {
            assert_eq!(r.value, json!(id), "{:?}", r.error);
        }
    });
    // And the blocks the last of them left serve the next executions.
    for (code, want) in programs() {
        let r = rt.block_on(cm.execute(code, ExecuteOptions::default()));
        assert_eq!(r.value, want, "{code}: {:?}", r.error);
    }
}

#[test]
fn executions_that_move_between_threads_keep_their_own_blocks() {
    let cm = std::sync::Arc::new(engine());
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let code = "const mine = []; for (let i = 0; i < 30; i++) mine.push('s' + i + id); \
                let n = 0; for (let k = 0; k < 3; k++) n += (await tools.test.later({ k })).k; \
                return mine.join('').length + n * 1000 + id";
    rt.block_on(async {
        let tasks: Vec<_> = (0..24)
            .map(|id| {
                let cm = cm.clone();
                let code = format!("const id = {id}; {code}");
                tokio::spawn(async move { cm.execute(&code, ExecuteOptions::default()).await })
            })
            .collect();
        for (id, t) in tasks.into_iter().enumerate() {
            let r = t.await.expect("task");
            let digits = if id < 10 { 1 } else { 2 };
            // 's' + i + id for i < 30: 1 + digits(i) + digits(id) characters each.
            let len = 30 + (10 + 20 * 2) + 30 * digits;
            assert_eq!(r.value, json!(len + 3000 + id), "{:?}", r.error);
        }
    });
}
