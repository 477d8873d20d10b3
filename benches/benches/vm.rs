//! Foundation benches: recursive calls (fib 25), a 10M-iteration arithmetic loop, and building then
//! sorting a 100k-element array. Each iteration is one whole execution (compile + run).

use codemode::CodeMode;
use codemode_benches::{run_expect, runtime};
use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::json;

const FIB: &str = "function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } fib(25)";
const LOOP: &str = "let s = 0; for (let i = 0; i < 10000000; i++) { s = (s + i) % 1000003; } s";
const SORT: &str = "const xs = []; let x = 12345;
for (let i = 0; i < 100000; i++) { x = (x * 1103515245 + 12345) % 2147483648; xs.push(x); }
xs.sort((a, b) => a - b);
let ok = true; for (let i = 1; i < xs.length; i++) if (xs[i - 1] > xs[i]) ok = false;
[xs.length, ok]";

fn benches(c: &mut Criterion) {
    let rt = runtime();
    let cm = CodeMode::builder().build();
    let mut g = c.benchmark_group("foundation");
    g.sample_size(10);
    let cases: [(&str, &str, serde_json::Value); 3] = [
        ("fib25", FIB, json!(75025)),
        ("loop_10m", LOOP, json!(loop_expected())),
        ("array_100k_build_sort", SORT, json!([100000, true])),
    ];
    for (name, code, expected) in cases {
        g.bench_function(name, |b| {
            b.to_async(&rt).iter(|| run_expect(&cm, code, &expected))
        });
    }
    g.finish();
}

/// The loop's answer computed in Rust, so the bench checks the VM rather than trusting it.
fn loop_expected() -> u64 {
    let mut s: u64 = 0;
    for i in 0..10_000_000u64 {
        s = (s + i) % 1_000_003;
    }
    s
}

criterion_group!(group, benches);
criterion_main!(group);
