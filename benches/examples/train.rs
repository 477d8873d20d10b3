//! The training run of a profile-guided build (`scripts/pgo`): runs every given program a few
//! times in codemode (from source, and precompiled) and in Boa, so that both Rust engines'
//! profiles come from the same programs:
//! `cargo run --release -p codemode-benches --example train -- FILE...`.
//!
//! `scripts/pgo` passes codemode's differential test programs (`tests/js`), never the
//! comparison bench's workloads, so the build is not trained on what it is then measured on.
//! codemode runs them with the tests' fixture tools (`tests/fixtures/tools.json`). Failures are
//! expected and ignored (Boa lacks builtins codemode has, and has no tools): a failing program
//! still trains the parser and the error paths. Then codemode runs a loop of tool calls, which
//! the test programs make too few of to count. Prints how many programs ran to completion in
//! each engine.

use std::time::Duration;

/// Runs per program and engine: a thread's first execution of a program takes paths its later
/// ones do not (blocks allocated rather than taken from the spare, code joined to the prelude),
/// and the later ones are what a host runs most.
const RUNS: usize = 3;

/// Sequential and concurrent calls of an immediately-ready tool.
const TOOL_LOOP: &str = "let n = 0;
for (let i = 0; i < 20000; i++) n += (await tools.t.echo({ i })).i;
const all = await Promise.all([1, 2, 3, 4].map((x) => tools.t.echo(x)));
return n + all.length;";

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: train FILE...");
        std::process::exit(2);
    }
    let rt = codemode_benches::runtime();
    // The differential tests' own tools (echo, fixed records, failures, delays).
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/tools.json");
    let tools = std::fs::read_to_string(fixture)
        .map_err(|e| e.to_string())
        .and_then(|t| codemode::fixture::parse_fixture(&t))
        .unwrap_or_else(|e| {
            eprintln!("train: {fixture}: {e}");
            std::process::exit(2);
        });
    let cm = codemode::CodeMode::builder().tools(tools).build();
    let options = || codemode::ExecuteOptions {
        timeout: Some(Duration::from_secs(5)),
        ..codemode::ExecuteOptions::default()
    };
    let (mut codemode_ok, mut boa_ok) = (0, 0);
    for f in &files {
        let Ok(source) = std::fs::read_to_string(f) else {
            eprintln!("train: cannot read {f}");
            continue;
        };
        let mut ok = true;
        for _ in 0..RUNS {
            ok &= rt.block_on(cm.execute(&source, options())).error.is_none();
        }
        if let Ok(p) = cm.compile(&source) {
            for _ in 0..RUNS {
                ok &= rt
                    .block_on(cm.execute_program(&p, options()))
                    .error
                    .is_none();
            }
        }
        codemode_ok += usize::from(ok);
        let mut ok = true;
        for _ in 0..RUNS {
            ok &= boa(&source);
        }
        boa_ok += usize::from(ok);
    }
    // What codemode programs are for, and what the test programs do only a few hundred times
    // in all: calling tools in a loop. Without it the call path counts as cold code.
    for _ in 0..RUNS {
        let r = rt.block_on(cm.execute(TOOL_LOOP, options()));
        if let Some(e) = r.error {
            eprintln!("train: the tool-call loop failed: {}", e.message);
        }
    }
    println!(
        "train: {} programs; ran to completion: codemode {codemode_ok}, Boa {boa_ok}",
        files.len()
    );
}

/// Runs `source` in a fresh Boa context with its jobs, as the body of an async function (as
/// codemode runs it: top-level `return` and `await`); whether its promise was fulfilled.
/// Loops are bounded so that no program can keep the training run going.
fn boa(source: &str) -> bool {
    use boa_engine::{Context, Source};
    let source = format!("(async () => {{\n{source}\n}})()");
    let mut ctx = Context::default();
    ctx.runtime_limits_mut()
        .set_loop_iteration_limit(10_000_000);
    ctx.runtime_limits_mut().set_recursion_limit(2_000);
    // Boa's engine has no `console` of its own (boa_runtime has); the programs only log.
    let console = "globalThis.console = { log() {}, info() {}, warn() {}, error() {} };";
    let _ = ctx.eval(Source::from_bytes(console));
    let Ok(v) = ctx.eval(Source::from_bytes(source.as_bytes())) else {
        return false;
    };
    ctx.run_jobs().is_ok()
        && v.as_promise().is_some_and(|p| {
            matches!(
                p.state(),
                boa_engine::builtins::promise::PromiseState::Fulfilled(_)
            )
        })
}
