//! Runs one program many times for profiling (`perf record`, `valgrind --tool=callgrind`):
//! `cargo run --release -p codemode-benches --example profile -- FILE [N]`. Programs may call
//! `tools.t.ready(x)`, an immediately-ready tool that answers with its input.

use codemode::{CodeMode, ExecuteOptions, Tool};
use serde_json::json;

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args.next().expect("usage: profile FILE [N]");
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(100);
    let code = std::fs::read_to_string(&file).expect("read program");
    let cm = CodeMode::builder()
        .tool(Tool::new(
            "t.ready",
            "answers at once",
            json!({}),
            |i| async move { Ok(i) },
        ))
        .build();
    let rt = codemode_benches::runtime();
    let t0 = std::time::Instant::now();
    let mut last = None;
    for _ in 0..n {
        last = Some(rt.block_on(cm.execute(&code, ExecuteOptions::default())));
    }
    let per = t0.elapsed() / n as u32;
    let r = last.expect("at least one run");
    eprintln!("{n} runs, {per:?} per run, ok={} value={}", r.ok, r.value);
}
