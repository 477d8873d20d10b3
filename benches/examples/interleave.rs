//! What another engine's run costs the next one: times a_startup in codemode (fresh and
//! precompiled) and in QuickJS (fresh context), each right after one "neighbour" run, for several
//! neighbours in turn: `cargo run --release -p codemode-benches --example interleave -- [ROUNDS]`.
//!
//! The comparison bench interleaves the engines run by run, and every engine's a_startup figure
//! there is well above its back-to-back one. The neighbours here take that apart: `none` (the
//! same engine's own run just before: back to back), `thrash` (an 8 MB write, which evicts the
//! 1 MB L2, the data TLB and with them the code lines, but leaves the branch predictors alone;
//! `THRASH_MB=64` makes it 64 MB, past the 32 MB L3 as well), a full QuickJS, Boa, codemode
//! (fresh) or precompiled codemode a_startup run, as in the comparison bench, and the bench's
//! own peak-RSS bookkeeping between runs (a `/proc` write and read).
//!
//! Five synthetic neighbours take a neighbour's cost apart by what it disturbs: 350 µs of
//! spinning (time passes, nothing is touched), a call into each of 4,096 code pages (one `ret`
//! each, so 4,096 lines in as many pages: the instruction TLBs and the first-level instruction
//! cache are emptied), a call into each of 4,096 code lines in 64 pages (the instruction cache
//! is emptied, the TLBs hardly touched), 65,536 taken jumps at distinct addresses in 128 KB
//! (the branch target buffers are emptied), and the write, the pages and the jumps together.
//! The generated code is mapped once and kept for the process's life.
//!
//! With `INTERLEAVE_PROGRAM=FILE` the timed engines run FILE instead of a_startup (the
//! neighbours still run a_startup), to see which part of an execution pays. Rounds alternate
//! the neighbours, so a slow minute on the machine touches them all. The fresh codemode
//! executions' own phase times (their stats) are reported too. Under `valgrind
//! --tool=callgrind` codemode's instructions per execution are the same after every neighbour
//! (see BENCHMARKS.md).

use codemode_benches::compare::engines::{BoaEngine, CodeModeEngine, Engine, QuickJsEngine};
use codemode_benches::compare::workloads::{load, Workload};
use std::time::Duration;

/// What runs between two timed executions.
#[derive(Clone, Copy, PartialEq)]
enum Neighbour {
    None,
    Thrash,
    QuickJs,
    Boa,
    CodeMode,
    CodeModePrecompiled,
    Proc,
    Spin,
    CodePages,
    CodeLines,
    Jumps,
    Together,
}

const NEIGHBOURS: [(Neighbour, &str); 12] = [
    (Neighbour::None, "none (the same engine: back to back)"),
    (Neighbour::Thrash, "a write (8 MB, or `THRASH_MB`)"),
    (Neighbour::QuickJs, "QuickJS a_startup"),
    (Neighbour::Boa, "Boa a_startup"),
    (Neighbour::CodeMode, "codemode fresh a_startup"),
    (
        Neighbour::CodeModePrecompiled,
        "codemode precompiled a_startup",
    ),
    (Neighbour::Proc, "peak-RSS bookkeeping (/proc)"),
    (Neighbour::Spin, "350 µs of spinning (nothing touched)"),
    (Neighbour::CodePages, "a call into each of 4,096 code pages"),
    (
        Neighbour::CodeLines,
        "a call into each of 4,096 code lines (64 pages)",
    ),
    (Neighbour::Jumps, "65,536 taken jumps at distinct addresses"),
    (
        Neighbour::Together,
        "the write, the code pages and the jumps",
    ),
];

/// Generated code for the synthetic neighbours: `entries` functions `stride` bytes apart in
/// one executable mapping, each `jumps` two-byte `jmp +0` (taken jumps to the next
/// instruction, each at its own address) and a `ret`.
struct Stubs {
    base: *mut u8,
    stride: usize,
    entries: usize,
}

impl Stubs {
    fn new(entries: usize, stride: usize, jumps: usize) -> Stubs {
        assert!(2 * jumps < stride && stride.is_multiple_of(64));
        if !cfg!(target_arch = "x86_64") {
            // The stubs are x86-64 machine code; elsewhere these neighbours run nothing.
            return Stubs {
                base: std::ptr::null_mut(),
                stride,
                entries: 0,
            };
        }
        let len = entries * stride;
        // SAFETY: a fresh private anonymous mapping, written while writable and only then made
        // executable; every entry is a complete stub (jumps to the next byte, then `ret`).
        unsafe {
            let p = libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            );
            assert!(p != libc::MAP_FAILED, "mmap failed");
            // 4 KB pages, so that `CodePages` needs one TLB entry per entry.
            libc::madvise(p, len, libc::MADV_NOHUGEPAGE);
            let base = p as *mut u8;
            for i in 0..entries {
                let at = base.add(i * stride);
                for j in 0..jumps {
                    *at.add(2 * j) = 0xEB; // jmp rel8
                    *at.add(2 * j + 1) = 0x00; // +0: the next instruction
                }
                *at.add(2 * jumps) = 0xC3; // ret
            }
            assert_eq!(
                libc::mprotect(p, len, libc::PROT_READ | libc::PROT_EXEC),
                0,
                "mprotect failed"
            );
            Stubs {
                base,
                stride,
                entries,
            }
        }
    }

    /// Calls every entry once.
    fn run(&self) {
        for i in 0..self.entries {
            // SAFETY: each entry is a stub that only jumps forward within itself and returns.
            let f: extern "C" fn() = unsafe { std::mem::transmute(self.base.add(i * self.stride)) };
            f();
        }
    }
}

/// The size of the `thrash` write in MB: `THRASH_MB` from the environment, else 8 (past the
/// 1 MB L2; 64 also evicts this machine's 32 MB L3).
fn thrash_mb() -> usize {
    std::env::var("THRASH_MB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8)
}

/// Executions per neighbour, subject and round.
const BATCH: usize = 100;

/// The neighbours' state: the other engines and the buffer the write goes through.
struct Peers {
    quickjs: QuickJsEngine,
    boa: BoaEngine,
    codemode: CodeModeEngine,
    codemode_precompiled: CodeModeEngine,
    thrash: Vec<u8>,
    pages: Stubs,
    lines: Stubs,
    jumps: Stubs,
}

impl Peers {
    /// Runs neighbour `n` once (`k` varies what the write stores); `None` runs nothing.
    fn run(&mut self, n: Neighbour, w: &Workload, k: usize) {
        match n {
            Neighbour::None => {}
            Neighbour::Thrash => {
                for (i, b) in self.thrash.iter_mut().enumerate().step_by(64) {
                    *b = b.wrapping_add((i ^ k) as u8);
                }
                std::hint::black_box(&self.thrash);
            }
            Neighbour::QuickJs => {
                ran("QuickJS", self.quickjs.run(w));
            }
            Neighbour::Boa => {
                ran("Boa", self.boa.run(w));
            }
            Neighbour::CodeMode => {
                ran("codemode", self.codemode.run(w));
            }
            Neighbour::CodeModePrecompiled => {
                ran("codemode", self.codemode_precompiled.run(w));
            }
            Neighbour::Spin => {
                let t = std::time::Instant::now();
                while t.elapsed() < Duration::from_micros(350) {
                    std::hint::spin_loop();
                }
            }
            Neighbour::CodePages => self.pages.run(),
            Neighbour::CodeLines => self.lines.run(),
            Neighbour::Jumps => self.jumps.run(),
            Neighbour::Together => {
                self.run(Neighbour::Thrash, w, k);
                self.pages.run();
                self.jumps.run();
            }
            Neighbour::Proc => {
                let _ = std::fs::write("/proc/self/clear_refs", "5");
                let s = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
                std::hint::black_box(s);
            }
        }
    }
}

/// A run's time; exits when it failed or did not run (the figures would mean nothing).
fn ran(who: &str, r: Option<Result<(Duration, String), String>>) -> Duration {
    match r {
        Some(Ok((d, _))) => d,
        Some(Err(e)) => {
            eprintln!("interleave: {who} failed: {e}");
            std::process::exit(1);
        }
        None => {
            eprintln!("interleave: {who} did not run a_startup");
            std::process::exit(1);
        }
    }
}

fn median(mut t: Vec<Duration>) -> Duration {
    t.sort();
    t[t.len() / 2]
}

/// The engines timed: codemode fresh, codemode precompiled, QuickJS.
const SUBJECTS: usize = 3;

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(10)
        .max(1);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("workloads");
    let all = load(&dir).unwrap_or_else(|e| {
        eprintln!("interleave: {e}");
        std::process::exit(2);
    });
    let Some(w) = all.iter().find(|w| w.is_startup()) else {
        eprintln!("interleave: no a_startup workload in {}", dir.display());
        std::process::exit(2);
    };
    let mut fresh = CodeModeEngine::new(false);
    let mut pre = CodeModeEngine::new(true);
    let mut qjs = QuickJsEngine::new();
    let mut peers = Peers {
        quickjs: QuickJsEngine::new(),
        boa: BoaEngine,
        codemode: CodeModeEngine::new(false),
        codemode_precompiled: CodeModeEngine::new(true),
        thrash: vec![0u8; thrash_mb() << 20],
        pages: Stubs::new(4096, 4096, 0),
        lines: Stubs::new(4096, 64, 0),
        jumps: Stubs::new(512, 256, 127),
    };
    // One of each first: the realm template, the compile pool and the engines' lazy state.
    // `INTERLEAVE_PROGRAM=FILE`: the timed engines run FILE instead (the neighbours still run
    // a_startup), to see which part of an execution pays after each neighbour.
    let own = std::env::var("INTERLEAVE_PROGRAM").ok().map(|f| Workload {
        name: w.name.clone(),
        source: std::fs::read_to_string(&f).unwrap_or_else(|e| {
            eprintln!("interleave: {f}: {e}");
            std::process::exit(2);
        }),
        setup: None,
    });
    let timed = own.as_ref().unwrap_or(w);
    ran("codemode", fresh.run(timed));
    ran("codemode", pre.run(timed));
    ran("QuickJS", qjs.run(timed));
    for (n, _) in NEIGHBOURS {
        peers.run(n, w, 0);
    }
    // times[neighbour][subject]
    let mut times = vec![vec![Vec::new(); SUBJECTS]; NEIGHBOURS.len()];
    // The fresh executions' own phase times (parse, code generation, run), from their stats.
    let mut phases = vec![[Vec::new(), Vec::new(), Vec::new()]; NEIGHBOURS.len()];
    for round in 0..rounds {
        for (j, (n, _)) in NEIGHBOURS.iter().enumerate() {
            // A subject's batch runs together, so only the neighbour runs between two of its runs.
            for (s, runs) in times[j].iter_mut().enumerate() {
                for k in 0..BATCH {
                    let subject: &mut dyn Engine = match s {
                        0 => &mut fresh,
                        1 => &mut pre,
                        _ => &mut qjs,
                    };
                    if *n == Neighbour::None {
                        ran(subject.name(), subject.run(timed));
                    } else {
                        peers.run(*n, w, round * BATCH + k);
                    }
                    runs.push(ran(subject.name(), subject.run(timed)));
                    if s == 0 {
                        if let Some(st) = fresh.last_stats() {
                            let each = [st.parse_us, st.compile_us, st.run_us];
                            for (v, us) in phases[j].iter_mut().zip(each) {
                                v.push(Duration::from_secs_f64(us / 1e6));
                            }
                        }
                    }
                }
            }
        }
    }
    println!(
        "a_startup, median of {} runs after each neighbour:",
        rounds * BATCH
    );
    println!("| run before it | codemode fresh execution | codemode precompiled `Program` | QuickJS fresh context | codemode fresh / QuickJS |");
    println!("|---|---:|---:|---:|---:|");
    for ((_, name), t) in NEIGHBOURS.iter().zip(times) {
        let m: Vec<f64> = t.into_iter().map(|v| us(median(v))).collect();
        println!(
            "| {name} | {:.1} µs | {:.1} µs | {:.1} µs | {:.2}× |",
            m[0],
            m[1],
            m[2],
            m[0] / m[2]
        );
    }
    println!();
    println!("codemode's fresh executions by phase (medians of their own stats):");
    println!("| run before it | parse | code generation | run |");
    println!("|---|---:|---:|---:|");
    for ((_, name), [p, c, r]) in NEIGHBOURS.iter().zip(phases) {
        println!(
            "| {name} | {:.1} µs | {:.1} µs | {:.1} µs |",
            us(median(p)),
            us(median(c)),
            us(median(r))
        );
    }
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}
