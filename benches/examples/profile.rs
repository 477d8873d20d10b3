//! Runs one program many times for profiling (`perf record`, `valgrind --tool=callgrind`):
//! `cargo run --release -p codemode-benches --example profile -- FILE [N] [--precompiled]`.
//! Programs may call `tools.t.ready(x)`, an immediately-ready tool that answers with its input.
//! With `--precompiled` the program is compiled once and run with `execute_program_blocking`
//! (else each run is `execute_blocking` on the source, as in the comparison bench). With
//! `--cold` as well, every run starts after writing a 4 MB buffer (untimed), which evicts the
//! L2 cache and the data TLB; the time printed is then the median of the runs alone. (The
//! comparison bench's other engines slow the next run far more than this does: the
//! `interleave` example measures that.) It also prints what one execution allocates and the
//! size of an execution's future (what an executor moves).

use codemode::{CodeMode, ExecuteOptions, Tool};
use serde_json::json;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Counts the bytes every allocation asks for (reallocations count their new size), so the
/// example can report what one execution allocates.
struct Counting;

static ALLOCATED: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards to the system allocator unchanged; only counts.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        ALLOCATED.fetch_add(l.size(), Ordering::Relaxed);
        // SAFETY: the caller's layout contract is passed through.
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        // SAFETY: `p` came from `alloc` with this layout.
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        ALLOCATED.fetch_add(new, Ordering::Relaxed);
        // SAFETY: as `dealloc` and `alloc`.
        unsafe { System.realloc(p, l, new) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args
        .next()
        .expect("usage: profile FILE [N] [--precompiled] [--cold]");
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(100);
    let flags: Vec<String> = args.collect();
    let precompiled = flags.iter().any(|a| a == "--precompiled");
    let cold = flags.iter().any(|a| a == "--cold");
    let mut thrash = vec![0u8; if cold { 4 << 20 } else { 0 }];
    let mut times = Vec::with_capacity(if cold { n } else { 0 });
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
    let program = cm.compile(&code).expect("the program compiles");
    // What a host's executor moves around per execution (never polled: dropping it runs nothing).
    let future_bytes =
        std::mem::size_of_val(&cm.execute_program(&program, ExecuteOptions::default()));
    // Warm up once (the realm template and the compile pool are built on first use).
    let _ = execute_once(&cm, &rt, Some(&program), &code);
    let before = ALLOCATED.load(Ordering::Relaxed);
    let t0 = std::time::Instant::now();
    let mut last = None;
    let mut run_us = 0.0;
    for k in 0..n {
        if cold {
            for (i, b) in thrash.iter_mut().enumerate().step_by(64) {
                *b = b.wrapping_add((i ^ k) as u8);
            }
            std::hint::black_box(&thrash);
        }
        let t = std::time::Instant::now();
        let r = execute_once(&cm, &rt, precompiled.then_some(&program), &code);
        if cold {
            times.push(t.elapsed());
        }
        run_us += r.stats.run_us;
        last = Some(r);
    }
    let per = if cold {
        times.sort();
        times[times.len() / 2]
    } else {
        t0.elapsed() / n as u32
    };
    let bytes = (ALLOCATED.load(Ordering::Relaxed) - before) / n.max(1);
    let r = last.expect("at least one run");
    let what = if cold {
        "median per cold run"
    } else {
        "per run"
    };
    eprintln!("{n} runs, {per:?} {what}, ok={} value={}", r.ok, r.value);
    eprintln!("last run: {:?}", r.stats);
    eprintln!("mean run_us: {:.1}", run_us / n as f64);
    eprintln!("allocated per run: {bytes} bytes (the source's parse and compile included unless --precompiled)");
    eprintln!("an execution's future: {future_bytes} bytes");
}

/// One execution, as the comparison bench makes it (`execute_program_blocking` on `program`,
/// else `execute_blocking` on the source). Never inlined: `scripts/footprint` counts what
/// runs inside it (`--toggle-collect=*execute_once*`).
#[inline(never)]
fn execute_once(
    cm: &CodeMode,
    rt: &tokio::runtime::Runtime,
    program: Option<&codemode::Program>,
    code: &str,
) -> codemode::ExecutionResult {
    match program {
        Some(p) => cm.execute_program_blocking(rt, p, ExecuteOptions::default()),
        None => cm.execute_blocking(rt, code, ExecuteOptions::default()),
    }
}
