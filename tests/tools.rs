//! Host tools: concurrency, eager start, limits, timeouts and cancellation with tools in flight,
//! boundary and schema refusals, hooks and the `toolCalls` record.

use codemode::{
    CodeMode, DiagnosticKind, ExecuteOptions, Tool, ToolCallHooks, ToolCallOutcome, ToolCallRecord,
    ToolCallStart, ToolError,
};
use serde_json::{json, Value as Json};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

fn echo(path: &str) -> Tool {
    Tool::new(path, "echo", json!({}), |input| async move { Ok(input) })
}

/// A tool that sleeps `ms` and counts how many of its calls are in flight at once.
fn counting(path: &str, ms: u64, now: Arc<AtomicUsize>, max: Arc<AtomicUsize>) -> Tool {
    Tool::new(path, "counts concurrency", json!({}), move |input| {
        let (now, max) = (now.clone(), max.clone());
        async move {
            let n = now.fetch_add(1, Ordering::SeqCst) + 1;
            max.fetch_max(n, Ordering::SeqCst);
            tokio::time::sleep(Duration::from_millis(ms)).await;
            now.fetch_sub(1, Ordering::SeqCst);
            Ok(input)
        }
    })
}

/// Sets its flag when dropped: proves a tool future was dropped.
struct DropFlag(Arc<AtomicBool>);
impl Drop for DropFlag {
    fn drop(&mut self) {
        self.0.store(true, Ordering::SeqCst);
    }
}

fn hanging(path: &str, dropped: Arc<AtomicBool>) -> Tool {
    Tool::new(path, "never answers", json!({}), move |_| {
        let guard = DropFlag(dropped.clone());
        async move {
            let _g = guard;
            std::future::pending::<()>().await;
            Ok(Json::Null)
        }
    })
}

fn run(cm: &CodeMode, code: &str, opts: ExecuteOptions) -> codemode::ExecutionResult {
    rt().block_on(cm.execute(code, opts))
}

#[test]
fn promise_all_runs_calls_concurrently_up_to_eight() {
    let (now, max) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let cm = CodeMode::builder()
        .tool(counting("t.work", 20, now.clone(), max.clone()))
        .build();
    let r = run(
        &cm,
        "const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => tools.t.work({ i })));
         return rs.map(r => r.i)",
        ExecuteOptions::default(),
    );
    assert!(r.ok, "{:?}", r.error);
    assert_eq!(r.value, json!((0..20).collect::<Vec<_>>()));
    let m = max.load(Ordering::SeqCst);
    assert!(m > 1, "calls ran one at a time");
    assert!(m <= 8, "{m} calls ran at once; the default limit is 8");
    assert_eq!(m, 8, "20 parallel calls should fill all 8 slots");
}

#[test]
fn async_callbacks_run_calls_concurrently() {
    let (now, max) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let cm = CodeMode::builder()
        .tool(counting("t.work", 20, now, max.clone()))
        .build();
    let r = run(
        &cm,
        "return await Promise.all([1, 2, 3, 4].map(async (i) => (await tools.t.work({ i })).i * 10))",
        ExecuteOptions::default(),
    );
    assert!(r.ok, "{:?}", r.error);
    assert_eq!(r.value, json!([10, 20, 30, 40]));
    assert_eq!(max.load(Ordering::SeqCst), 4);
}

#[test]
fn concurrency_limit_is_configurable() {
    let (now, max) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let cm = CodeMode::builder()
        .tool(counting("t.work", 10, now, max.clone()))
        .max_concurrent_tool_calls(3)
        .build();
    let r = run(
        &cm,
        "return (await Promise.all(Array.from({ length: 10 }, (_, i) => tools.t.work({ i })))).length",
        ExecuteOptions::default(),
    );
    assert_eq!(r.value, json!(10));
    assert_eq!(max.load(Ordering::SeqCst), 3);
}

#[test]
fn calls_start_before_they_are_awaited() {
    // `a` records when it starts; `b` is awaited first. Eager start means `a` began before `b`.
    let starts: Arc<Mutex<Vec<&'static str>>> = Arc::default();
    let mk = |name: &'static str, ms: u64| {
        let starts = starts.clone();
        Tool::new(format!("t.{name}"), "", json!({}), move |_| {
            starts.lock().unwrap().push(name);
            async move {
                tokio::time::sleep(Duration::from_millis(ms)).await;
                Ok(json!(name))
            }
        })
    };
    let cm = CodeMode::builder()
        .tool(mk("a", 30))
        .tool(mk("b", 1))
        .build();
    let t0 = Instant::now();
    let r = run(
        &cm,
        "const p = tools.t.a({});
         let x = 0; for (let i = 0; i < 200000; i++) x += i;
         const b = await tools.t.b({});
         return [await p, b]",
        ExecuteOptions::default(),
    );
    assert_eq!(r.value, json!(["a", "b"]));
    assert_eq!(*starts.lock().unwrap(), vec!["a", "b"]);
    assert!(t0.elapsed() < Duration::from_secs(5));
}

#[test]
fn eager_calls_overlap_in_time() {
    // Two 150 ms calls made before either is awaited take about 150 ms, not 300.
    let slow = |p: &str| {
        Tool::new(p, "", json!({}), |_| async {
            tokio::time::sleep(Duration::from_millis(150)).await;
            Ok(json!(1))
        })
    };
    let cm = CodeMode::builder()
        .tool(slow("t.a"))
        .tool(slow("t.b"))
        .build();
    let t0 = Instant::now();
    let r = run(
        &cm,
        "const a = tools.t.a({}); const b = tools.t.b({}); return (await a) + (await b)",
        ExecuteOptions::default(),
    );
    assert_eq!(r.value, json!(2));
    assert!(
        t0.elapsed() < Duration::from_millis(280),
        "{:?}",
        t0.elapsed()
    );
}

#[test]
fn timeout_while_a_tool_hangs() {
    let dropped = Arc::new(AtomicBool::new(false));
    let cm = CodeMode::builder()
        .tool(hanging("t.hang", dropped.clone()))
        .build();
    let t0 = Instant::now();
    let r = run(
        &cm,
        "await tools.t.hang({}); return 1",
        ExecuteOptions {
            timeout: Some(Duration::from_millis(200)),
            ..Default::default()
        },
    );
    let elapsed = t0.elapsed();
    assert_eq!(
        r.error.as_ref().unwrap().kind,
        DiagnosticKind::TimeoutExceeded
    );
    assert!(elapsed < Duration::from_millis(300), "{elapsed:?}");
    assert!(
        dropped.load(Ordering::SeqCst),
        "the hanging tool future was not dropped"
    );
    assert_eq!(r.tool_calls.len(), 1);
    assert_eq!(r.tool_calls[0].outcome, ToolCallOutcome::Interrupted);
}

#[test]
fn timeout_while_the_program_spins_with_a_call_in_flight() {
    let dropped = Arc::new(AtomicBool::new(false));
    let cm = CodeMode::builder()
        .tool(hanging("t.hang", dropped.clone()))
        .build();
    let t0 = Instant::now();
    let r = run(
        &cm,
        "tools.t.hang({}); while (true) {}",
        ExecuteOptions {
            timeout: Some(Duration::from_millis(200)),
            ..Default::default()
        },
    );
    assert_eq!(r.error.unwrap().kind, DiagnosticKind::TimeoutExceeded);
    assert!(
        t0.elapsed() < Duration::from_millis(300),
        "{:?}",
        t0.elapsed()
    );
    assert!(dropped.load(Ordering::SeqCst));
}

#[test]
fn cancellation_drops_in_flight_tool_futures() {
    let dropped = Arc::new(AtomicBool::new(false));
    let cm = CodeMode::builder()
        .tool(hanging("t.hang", dropped.clone()))
        .build();
    let token = tokio_util::sync::CancellationToken::new();
    let t = token.clone();
    let rt = rt();
    let r = rt.block_on(async move {
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(50)).await;
            t.cancel();
        });
        cm.execute(
            "await Promise.all([tools.t.hang({}), tools.t.hang({})])",
            ExecuteOptions {
                cancel: Some(token),
                ..Default::default()
            },
        )
        .await
    });
    assert_eq!(r.error.unwrap().kind, DiagnosticKind::Cancelled);
    assert!(dropped.load(Ordering::SeqCst));
}

#[test]
fn dropping_the_execution_drops_in_flight_tool_futures() {
    let dropped = Arc::new(AtomicBool::new(false));
    let cm = CodeMode::builder()
        .tool(hanging("t.hang", dropped.clone()))
        .build();
    let rt = rt();
    let out = rt.block_on(async {
        tokio::time::timeout(
            Duration::from_millis(50),
            cm.execute("await tools.t.hang({})", ExecuteOptions::default()),
        )
        .await
    });
    assert!(
        out.is_err(),
        "the execution should still have been running: {:?}",
        out
    );
    assert!(dropped.load(Ordering::SeqCst));
}

#[test]
fn a_hundred_and_fifty_calls_need_no_limits() {
    let cm = CodeMode::builder().tool(echo("t.echo")).build();
    let r = run(
        &cm,
        "let s = 0; for (let i = 0; i < 150; i++) s += (await tools.t.echo({ i })).i; return s",
        ExecuteOptions::default(),
    );
    assert_eq!(r.value, json!(150 * 149 / 2));
    assert_eq!(r.tool_calls.len(), 150);
}

#[test]
fn max_tool_calls_is_enforced_and_catchable() {
    let cm = CodeMode::builder().tool(echo("t.echo")).build();
    let opts = ExecuteOptions {
        max_tool_calls: Some(3),
        ..Default::default()
    };
    let r = run(
        &cm,
        "const got = [];
         for (let i = 0; i < 5; i++) {
           try { got.push((await tools.t.echo({ i })).i) } catch (e) { got.push(e.name) }
         }
         return got",
        opts.clone(),
    );
    assert_eq!(
        r.value,
        json!([0, 1, 2, "ToolCallLimitExceeded", "ToolCallLimitExceeded"])
    );
    let r = run(
        &cm,
        "for (let i = 0; i < 5; i++) await tools.t.echo({});",
        opts,
    );
    let e = r.error.unwrap();
    assert_eq!(e.kind, DiagnosticKind::ToolCallLimitExceeded);
    assert!(e.message.contains("at most 3 tool calls"), "{}", e.message);
    assert_eq!(e.line, Some(1));
}

#[test]
fn unknown_tool_names_the_closest_paths() {
    let cm = CodeMode::builder()
        .tool(echo("github.list_issues"))
        .tool(echo("github.get_issue"))
        .build();
    let r = run(
        &cm,
        "await tools.github.list_issue({})",
        ExecuteOptions::default(),
    );
    let e = r.error.unwrap();
    assert_eq!(e.kind, DiagnosticKind::UnknownTool);
    assert!(
        e.message.contains("tools.github.list_issues"),
        "{}",
        e.message
    );
    let r = run(
        &cm,
        "try { await tools.nope.x({}) } catch (e) { return [e.name, e instanceof Error] }",
        ExecuteOptions::default(),
    );
    assert_eq!(r.value, json!(["UnknownTool", true]));
}

#[test]
fn input_schema_violations_are_invalid_tool_input() {
    let tool = Tool::new(
        "t.strict",
        "",
        json!({ "type": "object", "properties": { "n": { "type": "integer" } }, "required": ["n"] }),
        |i| async move { Ok(i) },
    );
    let ran = Arc::new(AtomicBool::new(false));
    let r2 = ran.clone();
    let spy = Tool::new(
        "t.spy",
        "",
        json!({ "type": "object", "required": ["x"] }),
        move |i| {
            r2.store(true, Ordering::SeqCst);
            async move { Ok(i) }
        },
    );
    let cm = CodeMode::builder().tool(tool).tool(spy).build();
    let r = run(
        &cm,
        "const out = [];
         for (const input of [{ n: 1 }, { n: 'x' }, {}]) {
           try { out.push(await tools.t.strict(input)) } catch (e) { out.push(e.name + ': ' + e.message) }
         }
         return out",
        ExecuteOptions::default(),
    );
    let v = r.value.as_array().unwrap().clone();
    assert_eq!(v[0], json!({ "n": 1 }));
    let m1 = v[1].as_str().unwrap();
    assert!(
        m1.starts_with("InvalidToolInput: tools.t.strict was called with invalid input"),
        "{m1}"
    );
    assert!(m1.contains("integer") && m1.contains("/n"), "{m1}");
    assert!(v[2]
        .as_str()
        .unwrap()
        .contains("\"n\" is a required property"));
    let r = run(&cm, "await tools.t.spy({})", ExecuteOptions::default());
    assert_eq!(r.error.unwrap().kind, DiagnosticKind::InvalidToolInput);
    assert!(
        !ran.load(Ordering::SeqCst),
        "the handler ran despite invalid input"
    );
}

#[test]
fn output_is_validated_only_when_asked() {
    let mk = || {
        Tool::new("t.bad", "", json!({}), |_| async {
            Ok(json!({ "id": "seven" }))
        })
        .with_output_schema(
            json!({ "type": "object", "properties": { "id": { "type": "integer" } } }),
        )
    };
    let lenient = CodeMode::builder().tool(mk()).build();
    let r = run(
        &lenient,
        "return await tools.t.bad({})",
        ExecuteOptions::default(),
    );
    assert_eq!(r.value, json!({ "id": "seven" }));
    let strict = CodeMode::builder()
        .tool(mk())
        .validate_tool_outputs(true)
        .build();
    let r = run(
        &strict,
        "try { await tools.t.bad({}) } catch (e) { return [e.name, e.message] }",
        ExecuteOptions::default(),
    );
    assert_eq!(r.value[0], json!("InvalidToolOutput"));
    assert!(r.value[1]
        .as_str()
        .unwrap()
        .contains("does not match its output schema"));
    let r = run(&strict, "await tools.t.bad({})", ExecuteOptions::default());
    assert_eq!(r.error.unwrap().kind, DiagnosticKind::InvalidToolOutput);
}

#[test]
fn boundary_refusals_are_catchable_invalid_data_values() {
    let cm = CodeMode::builder().tool(echo("t.echo")).build();
    let cases = [
        ("const o = {}; o.self = o; return o", "circular"),
        ("return { f() {} }", "function"),
        (
            "let o = {}; for (let i = 0; i < 40; i++) o = { o }; return o",
            "deeper than 32",
        ),
        ("return { constructor: 1 }", "constructor"),
        ("return JSON.parse('{\"__proto__\": 1}')", "__proto__"),
        ("return { prototype: 1 }", "prototype"),
        ("return { p: Promise.resolve(1) }", "await"),
    ];
    for (make, needle) in cases {
        let code = format!(
            "const v = (() => {{ {make} }})();
             try {{ await tools.t.echo(v); return 'sent' }} catch (e) {{ return [e.name, e.message] }}"
        );
        let r = run(&cm, &code, ExecuteOptions::default());
        assert!(r.ok, "{make}: {:?}", r.error);
        assert_eq!(r.value[0], json!("InvalidDataValue"), "{make}: {}", r.value);
        let msg = r.value[1].as_str().unwrap();
        assert!(msg.contains(needle), "{make}: {msg}");
        assert!(
            msg.contains("input"),
            "{make}: the message names the path: {msg}"
        );
    }
}

#[test]
fn results_that_cannot_cross_the_boundary_are_refused() {
    let mut deep = json!(1);
    for _ in 0..40 {
        deep = json!({ "d": deep });
    }
    let d = deep.clone();
    let cm = CodeMode::builder()
        .tool(Tool::new("t.deep", "", json!({}), move |_| {
            let d = d.clone();
            async move { Ok(d) }
        }))
        .tool(Tool::new("t.proto", "", json!({}), |_| async {
            Ok(json!({ "__proto__": { "polluted": true } }))
        }))
        .build();
    for tool in ["deep", "proto"] {
        let r = run(
            &cm,
            &format!("try {{ await tools.t.{tool}({{}}) }} catch (e) {{ return e.name }}"),
            ExecuteOptions::default(),
        );
        assert_eq!(r.value, json!("InvalidDataValue"), "{tool}");
        assert_eq!(r.tool_calls[0].outcome, ToolCallOutcome::Failure);
    }
}

#[test]
fn tool_errors_and_panics_reach_the_program_safely() {
    let cm = CodeMode::builder()
        .tool(Tool::new("t.err", "", json!({}), |_| async {
            Err::<Json, _>(ToolError::new("repository not found"))
        }))
        .tool(Tool::new("t.panic", "", json!({}), |_| async {
            if true {
                panic!("secret internal detail");
            }
            Ok(Json::Null)
        }))
        .tool(Tool::new(
            "t.panic_sync",
            "",
            json!({}),
            |_| -> std::future::Ready<Result<Json, ToolError>> { panic!("secret sync detail") },
        ))
        .build();
    let r = run(
        &cm,
        "const out = [];
         for (const f of [tools.t.err, tools.t.panic, tools.t.panic_sync]) {
           try { await f({}) } catch (e) { out.push(e.name + ': ' + e.message) }
         }
         return out",
        ExecuteOptions::default(),
    );
    assert_eq!(
        r.value,
        json!([
            "ToolFailure: repository not found",
            "ToolFailure: Tool execution failed",
            "ToolFailure: Tool execution failed"
        ])
    );
    let r = run(&cm, "\n  await tools.t.err({})", ExecuteOptions::default());
    let e = r.error.unwrap();
    assert_eq!(e.kind, DiagnosticKind::ToolFailure);
    assert_eq!(e.message, "repository not found");
    assert_eq!((e.line, e.column), (Some(2), Some(9)));
}

#[test]
fn fire_and_forget_calls_finish_before_the_result() {
    let done = Arc::new(AtomicBool::new(false));
    let d = done.clone();
    let cm = CodeMode::builder()
        .tool(Tool::new("t.save", "", json!({}), move |_| {
            let d = d.clone();
            async move {
                tokio::time::sleep(Duration::from_millis(30)).await;
                d.store(true, Ordering::SeqCst);
                Ok(json!("saved"))
            }
        }))
        .build();
    let r = run(
        &cm,
        "tools.t.save({}).then((v) => console.log('then ran:', v)); return 'returned'",
        ExecuteOptions::default(),
    );
    assert!(r.ok);
    assert_eq!(r.value, json!("returned"));
    assert!(done.load(Ordering::SeqCst));
    assert_eq!(r.logs, vec!["then ran: saved"]);
    assert_eq!(r.tool_calls[0].outcome, ToolCallOutcome::Success);
}

#[test]
fn unobserved_failures_are_reported_as_unhandled_rejections() {
    let cm = CodeMode::builder()
        .tool(Tool::new("t.fail", "", json!({}), |_| async {
            tokio::time::sleep(Duration::from_millis(10)).await;
            Err::<Json, _>(ToolError::new("disk full"))
        }))
        .build();
    let r = run(&cm, "tools.t.fail({}); return 1", ExecuteOptions::default());
    let e = r.error.unwrap();
    assert_eq!(e.kind, DiagnosticKind::ToolFailure);
    assert!(e
        .message
        .contains("Unhandled rejection from an un-awaited tool call: disk full"));
    assert!(e.suggestion.unwrap().contains("await"));
    // Observed later, it is handled.
    let r = run(
        &cm,
        "const p = tools.t.fail({}); await new Promise((r) => r()); try { await p } catch (e) { return 'caught' }",
        ExecuteOptions::default(),
    );
    assert_eq!(r.value, json!("caught"));
}

#[derive(Default)]
struct Recorder {
    events: Mutex<Vec<String>>,
    ends: Mutex<Vec<ToolCallRecord>>,
}

impl ToolCallHooks for Recorder {
    fn on_tool_call_start(&self, c: &ToolCallStart<'_>) {
        self.events
            .lock()
            .unwrap()
            .push(format!("start {} {} {}", c.index, c.name, c.input));
    }
    fn on_tool_call_end(&self, c: &ToolCallRecord) {
        self.events
            .lock()
            .unwrap()
            .push(format!("end {} {} {:?}", c.index, c.name, c.outcome));
        self.ends.lock().unwrap().push(c.clone());
    }
}

#[test]
fn hooks_fire_in_order_with_payloads() {
    let slow = Tool::new("t.slow", "", json!({}), |i| async move {
        tokio::time::sleep(Duration::from_millis(40)).await;
        Ok(i)
    });
    let fail = Tool::new("t.fail", "", json!({}), |_| async {
        Err::<Json, _>(ToolError::new("nope"))
    });
    let cm = CodeMode::builder()
        .tool(slow)
        .tool(fail)
        .tool(echo("t.echo"))
        .build();
    let rec = Arc::new(Recorder::default());
    let r = run(
        &cm,
        "const a = tools.t.slow({ a: 1 });
         try { await tools.t.fail({ b: 2 }) } catch {}
         await tools.t.echo({ c: 3 });
         await a;
         return 'ok'",
        ExecuteOptions {
            hooks: Some(rec.clone()),
            ..Default::default()
        },
    );
    assert!(r.ok);
    let events = rec.events.lock().unwrap().clone();
    assert_eq!(
        events,
        vec![
            "start 0 t.slow {\"a\":1}",
            "start 1 t.fail {\"b\":2}",
            "end 1 t.fail Failure",
            "start 2 t.echo {\"c\":3}",
            "end 2 t.echo Success",
            "end 0 t.slow Success",
        ]
    );
    let ends = rec.ends.lock().unwrap().clone();
    let slow_end = ends.iter().find(|e| e.index == 0).unwrap();
    assert!(slow_end.duration_ms >= 35, "{}", slow_end.duration_ms);
    assert_eq!(slow_end.input, json!({ "a": 1 }));
    assert_eq!(
        ends.iter()
            .find(|e| e.index == 1)
            .unwrap()
            .message
            .as_deref(),
        Some("nope")
    );
    // The result lists the same calls in call order.
    let listed: Vec<(usize, String)> = r
        .tool_calls
        .iter()
        .map(|c| (c.index, c.name.to_string()))
        .collect();
    assert_eq!(
        listed,
        vec![
            (0, "t.slow".into()),
            (1, "t.fail".into()),
            (2, "t.echo".into())
        ]
    );
    let j = r.to_json();
    assert_eq!(j["toolCalls"][1]["outcome"], json!("failure"));
    assert_eq!(j["toolCalls"][1]["message"], json!("nope"));
    assert!(j["toolCalls"][0]["durationMs"].as_u64().unwrap() >= 35);
}

#[test]
fn interrupted_calls_get_no_end_event() {
    let dropped = Arc::new(AtomicBool::new(false));
    let cm = CodeMode::builder()
        .tool(hanging("t.hang", dropped))
        .tool(echo("t.echo"))
        .build();
    let rec = Arc::new(Recorder::default());
    let r = run(
        &cm,
        "await tools.t.echo({}); await tools.t.hang({})",
        ExecuteOptions {
            hooks: Some(rec.clone()),
            timeout: Some(Duration::from_millis(100)),
            ..Default::default()
        },
    );
    assert_eq!(r.error.unwrap().kind, DiagnosticKind::TimeoutExceeded);
    let events = rec.events.lock().unwrap().clone();
    assert_eq!(
        events,
        vec![
            "start 0 t.echo {}",
            "end 0 t.echo Success",
            "start 1 t.hang {}"
        ]
    );
}

#[test]
fn output_truncation_never_splits_a_character() {
    let cm = CodeMode::builder().build();
    let code = "console.log('log line é😀'.repeat(20)); return 'aé€😀'.repeat(500)";
    let full = run(&cm, code, ExecuteOptions::default());
    assert!(!full.truncated);
    for max in [1usize, 7, 64, 100, 333, 1000, 2999] {
        let r = run(
            &cm,
            code,
            ExecuteOptions {
                max_output_bytes: Some(max),
                ..Default::default()
            },
        );
        assert!(r.truncated, "max {max}");
        let v = r.value.as_str().unwrap();
        assert!(v.contains("[result truncated"), "max {max}: {v}");
        let body = v.split("\n[result truncated").next().unwrap();
        let original = full.value.to_string();
        assert!(
            original.starts_with(body),
            "max {max}: the kept part is a prefix"
        );
        assert!(
            r.logs.last().unwrap().starts_with("[logs truncated"),
            "max {max}"
        );
        // Serialising proves every string is valid UTF-8 end to end.
        let line = r.to_json().to_string();
        assert!(line.contains("\"truncated\":true"));
    }
    // A limit that fits changes nothing.
    let r = run(
        &cm,
        code,
        ExecuteOptions {
            max_output_bytes: Some(1_000_000),
            ..Default::default()
        },
    );
    assert_eq!(r.value, full.value);
    assert!(!r.truncated);
    // A compiled program's execution is bounded the same way.
    let program = cm.compile(code).unwrap();
    let opts = |max| ExecuteOptions {
        max_output_bytes: Some(max),
        ..Default::default()
    };
    let r = rt().block_on(cm.execute_program(&program, opts(100)));
    assert_eq!(r.value, run(&cm, code, opts(100)).value);
    assert!(r.truncated && r.value.as_str().unwrap().contains("[result truncated"));
    let r = rt().block_on(cm.execute_program(&program, opts(1_000_000)));
    assert_eq!((r.value, r.truncated), (full.value, false));
}

#[test]
fn same_promise_awaited_twice_calls_the_tool_once() {
    let calls = Arc::new(AtomicUsize::new(0));
    let c = calls.clone();
    let cm = CodeMode::builder()
        .tool(Tool::new("t.once", "", json!({}), move |_| {
            c.fetch_add(1, Ordering::SeqCst);
            async { Ok(json!(1)) }
        }))
        .build();
    let r = run(
        &cm,
        "const p = tools.t.once({}); return [await p, await p, ...(await Promise.all([p, p]))]",
        ExecuteOptions::default(),
    );
    assert_eq!(r.value, json!([1, 1, 1, 1]));
    assert_eq!(calls.load(Ordering::SeqCst), 1);
}

#[test]
fn thousand_concurrent_executions_on_a_multi_threaded_runtime() {
    let cm = CodeMode::builder()
        .tool(Tool::new("t.wait", "", json!({}), |i| async move {
            tokio::time::sleep(Duration::from_millis(10)).await;
            Ok(i)
        }))
        .build();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let t0 = Instant::now();
    let results = rt.block_on(async {
        let handles: Vec<_> = (0..1000)
            .map(|i| {
                tokio::spawn(cm.execute(
                    &format!("return (await tools.t.wait({{ i: {i} }})).i"),
                    ExecuteOptions::default(),
                ))
            })
            .collect();
        let mut out = Vec::new();
        for h in handles {
            out.push(h.await.unwrap());
        }
        out
    });
    for (i, r) in results.iter().enumerate() {
        assert_eq!(r.value, json!(i), "{:?}", r.error);
    }
    // Generous bound: they overlap instead of taking 1000 x 10 ms.
    assert!(t0.elapsed() < Duration::from_secs(8), "{:?}", t0.elapsed());
}

#[test]
fn object_keys_of_tools_lists_the_tree() {
    let cm = CodeMode::builder()
        .tool(echo("github.list_issues"))
        .tool(echo("github.get_issue"))
        .tool(echo("a.b.c"))
        .build();
    let r = run(
        &cm,
        "return [Object.keys(tools), Object.keys(tools.github), Object.keys(tools.a), Object.keys(tools.github.get_issue)]",
        ExecuteOptions::default(),
    );
    assert_eq!(
        r.value,
        json!([
            ["$codemode", "a", "github"],
            ["get_issue", "list_issues"],
            ["b"],
            []
        ])
    );
}

#[test]
fn converting_the_tool_tree_to_a_string_calls_no_tool() {
    // A namespace may hold tools named like Object's conversion methods; ToPrimitive must not
    // call them.
    let cm = CodeMode::builder()
        .tool(echo("ns.toString"))
        .tool(echo("ns.valueOf"))
        .build();
    let r = run(
        &cm,
        "return [String(tools.ns), `${tools}`, tools.ns + ''];",
        ExecuteOptions::default(),
    );
    assert!(r.ok, "{:?}", r.error);
    assert_eq!(
        r.value,
        json!(["[object Object]", "[object Object]", "[object Object]"])
    );
    assert!(r.tool_calls.is_empty(), "{:?}", r.tool_calls);
}

#[test]
fn awaited_tool_calls_count_every_instruction() {
    // The instruction count (and so `max_instructions`) covers every instruction of a loop whose
    // body awaits a tool call: per iteration, exactly the loop's instructions as disassembled.
    let src = "let s = 0;\nfor (let i = 0; i < N; i++) { s += await tools.t.echo(i); }\nreturn s;";
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_codemode"))
        .args(["disasm", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            use std::io::Write;
            c.stdin
                .take()
                .expect("stdin")
                .write_all(src.replace('N', "100").as_bytes())?;
            c.wait_with_output()
        })
        .expect("codemode disasm runs");
    let text = String::from_utf8_lossy(&out.stdout);
    // The back jump's own position and its target (the loop head) bound one iteration.
    let (pc, target) = text
        .lines()
        .find(|l| l.contains("IncLocalJump") || l.contains("IncJumpIfLt"))
        .and_then(|l| {
            let pc: usize = l.split_whitespace().next()?.parse().ok()?;
            let target: usize = l.split("target=@").nth(1)?.trim().parse().ok()?;
            Some((pc, target))
        })
        .unwrap_or_else(|| panic!("no back jump in:\n{text}"));
    let per_iteration = (pc - target + 1) as u64;
    let cm = CodeMode::builder().tool(echo("t.echo")).build();
    let count = |n: u32| {
        let r = run(
            &cm,
            &src.replace('N', &n.to_string()),
            ExecuteOptions::default(),
        );
        assert_eq!(r.value, json!(n * n.saturating_sub(1) / 2), "{:?}", r.error);
        r.stats.instructions
    };
    assert_eq!(count(100) - count(0), 100 * per_iteration, "{text}");
}

#[test]
fn queued_calls_that_answer_at_once_do_not_stall_the_queue() {
    // One slot: the slow call runs, the quick ones wait their turn. When the slow call
    // finishes, each quick one answers as soon as it starts, freeing the slot again: every
    // queued call must still start (before, the last one stayed queued until the timeout).
    let (now, max) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let cm = CodeMode::builder()
        .tool(counting("t.slow", 20, now, max))
        .tool(echo("t.echo"))
        .max_concurrent_tool_calls(1)
        .build();
    let r = run(
        &cm,
        "const r = await Promise.all([tools.t.slow({ a: 0 }), tools.t.echo({ a: 1 }), tools.t.echo({ a: 2 }), tools.t.echo({ a: 3 })]);
         return r.map((x) => x.a);",
        ExecuteOptions {
            timeout: Some(Duration::from_secs(5)),
            ..Default::default()
        },
    );
    assert_eq!(r.value, json!([0, 1, 2, 3]), "{:?}", r.error);
    assert_eq!(r.tool_calls.len(), 4);
}

#[test]
fn an_early_unsettled_call_survives_many_later_calls_and_collections() {
    // The host keeps unsettled calls from the oldest one on: the slow first call's promise must
    // stay alive (a collection root) while thousands of later calls settle around it.
    let (now, max) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let cm = CodeMode::builder()
        .tool(counting("t.slow", 50, now, max))
        .tool(echo("t.echo"))
        .build();
    let r = run(
        &cm,
        "const slow = tools.t.slow({ a: 7 });
         let s = 0;
         for (let i = 0; i < 3000; i++) {
           s += (await tools.t.echo({ i })).i;
           const junk = new Array(200).fill(i);
           s += junk.length - 200;
         }
         const late = tools.t.echo({ a: 9 });
         return [s, (await slow).a, (await late).a];",
        ExecuteOptions::default(),
    );
    assert_eq!(r.value, json!([3000 * 2999 / 2, 7, 9]), "{:?}", r.error);
    assert_eq!(r.tool_calls.len(), 3002);
    assert!(
        r.stats.gc_count > 0,
        "the loop should collect: {:?}",
        r.stats
    );
}
