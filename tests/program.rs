//! Compile once, execute many times: `CodeMode::compile` and `execute_program`, the per-execution
//! stats, and the isolation of executions that share the realm template (each copies a realm
//! object only when it writes to it).

use codemode::{CodeMode, DiagnosticKind, ExecuteOptions, Program};
use serde_json::json;

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime")
}

#[test]
fn a_program_is_cheap_to_share_across_threads() {
    fn shareable<T: Clone + Send + Sync + 'static>() {}
    shareable::<Program>();
}

#[test]
fn a_compiled_program_runs_many_times_with_the_same_result() {
    let cm = CodeMode::builder().build();
    let p = cm
        .compile("let s = 0; for (let i = 0; i < 100; i++) s += i; return [s, Math.max(1, 2)]")
        .expect("compiles");
    assert!(p.disassemble().contains("Return"));
    let rt = rt();
    let results: Vec<_> = rt.block_on(async {
        let futs: Vec<_> = (0..4)
            .map(|_| cm.execute_program(&p, ExecuteOptions::default()))
            .collect();
        let mut out = Vec::new();
        for f in futs {
            out.push(f.await);
        }
        out
    });
    for r in &results {
        assert!(r.ok, "{:?}", r.error);
        assert_eq!(r.value, json!([4950, 2]));
        assert_eq!(r.stats.parse_us, 0.0);
        assert_eq!(r.stats.compile_us, 0.0);
        assert!(r.stats.instructions > 100);
        assert!(r.stats.run_us > 0.0);
    }
    // The same source through `execute` reports its parse and compile time.
    let r = rt.block_on(cm.execute("return 1", ExecuteOptions::default()));
    assert!(
        r.stats.parse_us > 0.0 && r.stats.compile_us > 0.0,
        "{:?}",
        r.stats
    );
}

#[test]
fn compile_errors_come_back_as_diagnostics() {
    let cm = CodeMode::builder().build();
    let e = cm.compile("let x = ;").expect_err("a syntax error");
    assert_eq!(e.kind, DiagnosticKind::ParseError);
    assert_eq!(e.line, Some(1));
    let e = cm.compile("label: { super.x }").expect_err("unsupported");
    assert!(matches!(
        e.kind,
        DiagnosticKind::UnsupportedSyntax | DiagnosticKind::ParseError
    ));
}

#[test]
fn large_and_deep_programs_still_compile_off_thread() {
    // Past the inline limits (size, nesting): compiled on the compile pool, same result.
    let cm = CodeMode::builder().build();
    let deep = format!("return {}1{}", "(".repeat(200), ")".repeat(200));
    let big = format!("let a = 0;\n{}return a", "a += 1;\n".repeat(5000));
    let rt = rt();
    for (src, want) in [(deep, json!(1)), (big, json!(5000))] {
        let p = cm.compile(&src).expect("compiles");
        let r = rt.block_on(cm.execute_program(&p, ExecuteOptions::default()));
        assert_eq!(r.value, want);
        let r = rt.block_on(cm.execute(&src, ExecuteOptions::default()));
        assert_eq!(r.value, want);
    }
}

#[test]
fn writes_to_the_shared_realm_stay_in_their_execution() {
    let cm = CodeMode::builder().build();
    let rt = rt();
    let polluter = "Array.prototype.extra = 1; Math.PI2 = 2; globalThis.leak = 3; \
                    JSON.stringify = null; Object.prototype.hit = 4; delete Math.max; \
                    [].push.call; return [[].extra, Math.PI2, leak, ({}).hit]";
    let r = rt.block_on(cm.execute(polluter, ExecuteOptions::default()));
    assert_eq!(r.value, json!([1, 2, 3, 4]), "{:?}", r.error);
    let probe = "return [typeof Array.prototype.extra, typeof Math.PI2, typeof globalThis.leak, \
                 typeof JSON.stringify, typeof ({}).hit, typeof Math.max, JSON.stringify([1])]";
    for _ in 0..2 {
        let r = rt.block_on(cm.execute(probe, ExecuteOptions::default()));
        assert_eq!(
            r.value,
            json!([
                "undefined",
                "undefined",
                "undefined",
                "function",
                "undefined",
                "function",
                "[1]"
            ]),
            "{:?}",
            r.error
        );
    }
}

#[test]
fn collections_keep_what_written_realm_objects_reference() {
    // A realm object written by the program (copied into the execution) is a root: what it
    // references survives collections, and everything else is still collected.
    let cm = CodeMode::builder().build();
    let rt = rt();
    let prog = "Array.prototype.keep = { data: [1, 2, 3], tag: 'x'.repeat(3) };
                Math.cache = new Map([['k', { v: 42 }]]);
                let junk;
                for (let i = 0; i < 300000; i++) junk = { i, s: 'item' + i, a: [i] };
                return [[].keep.data.length, [].keep.tag, Math.cache.get('k').v, junk.i]";
    let r = rt.block_on(cm.execute(prog, ExecuteOptions::default()));
    assert!(r.ok, "{:?}", r.error);
    assert_eq!(r.value, json!([3, "xxx", 42, 299999]));
    assert!(r.stats.gc_count >= 1, "{:?}", r.stats);
    assert!(r.stats.peak_heap_bytes > 1 << 20, "{:?}", r.stats);
}

#[test]
fn executions_of_one_prepared_program_share_its_code() {
    use codemode_vm::{Prepared, Vm, VmLimits};
    use std::sync::Arc;
    let program = Arc::new(codemode_compiler::compile("return 6 * 7").expect("compiles"));
    let prepared = Prepared::new(program.clone());
    let prelude = codemode_compiler::prelude;
    let a = Vm::prepared(prelude(), &prepared, VmLimits::default());
    let b = Vm::prepared(prelude(), &prepared, VmLimits::default());
    // The function table is built by the first execution and reused by the next.
    assert!(Arc::ptr_eq(&a.code, &b.code));
    // Another preparation of the same program builds its own.
    let c = Vm::prepared(
        prelude(),
        &Prepared::new(program.clone()),
        VmLimits::default(),
    );
    assert!(!Arc::ptr_eq(&a.code, &c.code));
    // One made for a single execution keeps nothing: run again, it builds its code again.
    let once = Prepared::for_one_execution(program);
    let d = Vm::prepared(prelude(), &once, VmLimits::default());
    let e = Vm::prepared(prelude(), &once, VmLimits::default());
    assert!(!Arc::ptr_eq(&d.code, &e.code));
    // And each of them runs the program.
    for mut vm in [a, b, c, d, e] {
        vm.start();
        assert_eq!(vm.run(1_000_000), codemode_vm::Halt::Idle);
        let root = vm.root_promise.expect("started");
        let codemode_vm::object::ObjKind::Promise(p) = &vm.heap.obj(root).kind else {
            panic!("the root is a promise");
        };
        let codemode_vm::object::PromiseState::Fulfilled(v) = p.state else {
            panic!("the program finished: {:?}", p.state);
        };
        assert_eq!(vm.to_json(v, "result").expect("JSON"), json!(42));
    }
}

/// An engine with `t.sleep(ms)` (answers `ms` after sleeping that long on tokio's timer) and
/// `t.spawned(x)` (answers `x + 1` from a task it spawns on the runtime), tools that need the
/// runtime's context and its driver.
fn waiting_tools() -> CodeMode {
    CodeMode::builder()
        .tool(codemode::Tool::new(
            "t.sleep",
            "sleeps",
            json!({ "type": "number" }),
            |input| async move {
                let ms = input.as_u64().unwrap_or(0);
                tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
                Ok(json!(ms))
            },
        ))
        .tool(codemode::Tool::new(
            "t.spawned",
            "spawns",
            json!({ "type": "number" }),
            |input| async move {
                let x = input.as_f64().unwrap_or(0.0);
                let y = tokio::spawn(async move { x + 1.0 })
                    .await
                    .unwrap_or(f64::NAN);
                Ok(json!(y))
            },
        ))
        .build()
}

#[test]
fn blocking_runs_return_what_awaited_runs_return() {
    let cm = CodeMode::builder().build();
    let rt = rt();
    let code = "const o = { a: [1, 2], s: 'x' }; return JSON.stringify(o) + Math.max(3, 4)";
    let awaited = rt.block_on(cm.execute(code, ExecuteOptions::default()));
    let blocking = cm.execute_blocking(&rt, code, ExecuteOptions::default());
    let p = cm.compile(code).expect("compiles");
    let precompiled = cm.execute_program_blocking(&rt, &p, ExecuteOptions::default());
    assert!(awaited.ok, "{:?}", awaited.error);
    assert_eq!(awaited.value, json!("{\"a\":[1,2],\"s\":\"x\"}4"));
    for r in [&blocking, &precompiled] {
        assert!(r.ok, "{:?}", r.error);
        assert_eq!(r.value, awaited.value);
    }
    let bad = cm.execute_blocking(&rt, "return (", ExecuteOptions::default());
    assert_eq!(bad.error.map(|e| e.kind), Some(DiagnosticKind::ParseError));
}

#[test]
fn blocking_runs_drive_tools_that_wait_on_the_runtime() {
    let cm = waiting_tools();
    let rt = rt();
    let code = "const [a, b] = await Promise.all([tools.t.sleep(30), tools.t.spawned(41)]); \
                return [a, b, await tools.t.sleep(1)]";
    let r = cm.execute_blocking(&rt, code, ExecuteOptions::default());
    assert!(r.ok, "{:?}", r.error);
    assert_eq!(r.value, json!([30, 42, 1]));
    assert_eq!(r.tool_calls.len(), 3);
    let p = cm.compile(code).expect("compiles");
    let r = cm.execute_program_blocking(&rt, &p, ExecuteOptions::default());
    assert!(r.ok, "{:?}", r.error);
    assert_eq!(r.value, json!([30, 42, 1]));
}

#[test]
fn blocking_runs_keep_their_timeout_and_cancellation() {
    let cm = waiting_tools();
    let rt = rt();
    let timeout = || ExecuteOptions {
        timeout: Some(std::time::Duration::from_millis(50)),
        ..ExecuteOptions::default()
    };
    // A loop that never waits: stopped at a time slice's end.
    let r = cm.execute_blocking(&rt, "while (true) {}", timeout());
    assert_eq!(
        r.error.map(|e| e.kind),
        Some(DiagnosticKind::TimeoutExceeded)
    );
    // A tool that waits past the deadline: stopped by the timer.
    let started = std::time::Instant::now();
    let r = cm.execute_blocking(&rt, "return await tools.t.sleep(60000)", timeout());
    assert_eq!(
        r.error.map(|e| e.kind),
        Some(DiagnosticKind::TimeoutExceeded)
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(30));
    let cancel = tokio_util::sync::CancellationToken::new();
    let c = cancel.clone();
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(30));
        c.cancel();
    });
    let opts = ExecuteOptions {
        cancel: Some(cancel),
        ..ExecuteOptions::default()
    };
    let r = cm.execute_blocking(&rt, "return await tools.t.sleep(60000)", opts);
    assert_eq!(r.error.map(|e| e.kind), Some(DiagnosticKind::Cancelled));
}
