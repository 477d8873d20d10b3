//! Tool-call benches: the round trip of an immediately-ready tool (call + await, 1,000 calls per
//! execution, so per-call cost = time / 1000) and 1,000 executions spawned at once on a
//! multi-threaded runtime, each awaiting a 10 ms tool.

use codemode::{CodeMode, ExecuteOptions, Tool};
use codemode_benches::run_expect;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use serde_json::json;
use std::time::Duration;

const ROUND_TRIPS: &str =
    "let s = 0; for (let i = 0; i < 1000; i++) { s += await tools.t.ready(i); } s";
/// The same program awaiting plain values: the baseline the per-call cost is measured against.
const PLAIN_AWAITS: &str = "let s = 0; for (let i = 0; i < 1000; i++) { s += await i; } s";

fn round_trip(c: &mut Criterion) {
    let rt = codemode_benches::runtime();
    let cm = CodeMode::builder()
        .tool(Tool::new(
            "t.ready",
            "answers at once",
            json!({}),
            |i| async move { Ok(i) },
        ))
        .build();
    let expected = json!(999 * 1000 / 2);
    let mut g = c.benchmark_group("tools");
    g.throughput(Throughput::Elements(1000));
    g.bench_function("round_trip_x1000", |b| {
        b.to_async(&rt)
            .iter(|| run_expect(&cm, ROUND_TRIPS, &expected))
    });
    g.bench_function("baseline_plain_await_x1000", |b| {
        b.to_async(&rt)
            .iter(|| run_expect(&cm, PLAIN_AWAITS, &expected))
    });
    g.finish();
}

fn spawn_thousand(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let cm = CodeMode::builder()
        .tool(Tool::new(
            "t.wait",
            "waits 10 ms",
            json!({}),
            |i| async move {
                tokio::time::sleep(Duration::from_millis(10)).await;
                Ok(i)
            },
        ))
        .build();
    let mut g = c.benchmark_group("tools");
    g.sample_size(10);
    g.bench_function("spawn_1000_executions_10ms_tool", |b| {
        b.to_async(&rt).iter(|| async {
            let handles: Vec<_> = (0..1000)
                .map(|_| {
                    tokio::spawn(cm.execute(
                        "return (await tools.t.wait({ ok: 1 })).ok",
                        ExecuteOptions::default(),
                    ))
                })
                .collect();
            for h in handles {
                let r = h.await.expect("join");
                assert_eq!(r.value, json!(1));
            }
        })
    });
    g.finish();
}

criterion_group!(group, round_trip, spawn_thousand);
criterion_main!(group);
