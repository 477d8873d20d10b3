//! What another engine's run costs codemode's next one: times fresh and precompiled `a_startup`
//! executions, each right after one "neighbour" run, for several neighbours in turn:
//! `cargo run --release -p codemode-benches --example interleave -- [ROUNDS]`.
//!
//! The comparison bench interleaves the engines run by run, and codemode's a_startup figures
//! there are well above the `profile` example's back-to-back ones. The neighbours here take that
//! apart: `none` (back to back), `thrash` (an 8 MB write, which evicts the 1 MB L2, the data TLB
//! and with them the code lines, but leaves the branch predictors alone), and a full QuickJS
//! or Boa a_startup run, as in the comparison bench. Rounds alternate the neighbours, so a
//! slow minute on the machine touches them all. Under `valgrind --tool=callgrind` the
//! instructions per execution are the same after every neighbour (see BENCHMARKS.md).

use codemode_benches::compare::engines::{BoaEngine, CodeModeEngine, Engine, QuickJsEngine};
use codemode_benches::compare::workloads::{load, Workload};
use std::time::Duration;

/// What runs between two codemode executions.
#[derive(Clone, Copy)]
enum Neighbour {
    None,
    Thrash,
    QuickJs,
    Boa,
}

const NEIGHBOURS: [(Neighbour, &str); 4] = [
    (Neighbour::None, "none (back to back)"),
    (Neighbour::Thrash, "8 MB write"),
    (Neighbour::QuickJs, "QuickJS a_startup"),
    (Neighbour::Boa, "Boa a_startup"),
];

/// Executions per neighbour and round.
const BATCH: usize = 100;

/// The neighbours' state: the other engines and the buffer the write goes through.
struct Peers {
    quickjs: QuickJsEngine,
    boa: BoaEngine,
    thrash: Vec<u8>,
}

impl Peers {
    /// Runs neighbour `n` once (`k` varies what the write stores).
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

/// One codemode execution's time.
fn timed(e: &mut CodeModeEngine, w: &Workload) -> Duration {
    ran("codemode", e.run(w))
}

fn median(mut t: Vec<Duration>) -> Duration {
    t.sort();
    t[t.len() / 2]
}

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
    let mut peers = Peers {
        quickjs: QuickJsEngine::new(),
        boa: BoaEngine,
        thrash: vec![0u8; 8 << 20],
    };
    // One of each first: the realm template, the compile pool and the peers' lazy state.
    timed(&mut fresh, w);
    timed(&mut pre, w);
    for (n, _) in NEIGHBOURS {
        peers.run(n, w, 0);
    }
    let mut times = vec![(Vec::new(), Vec::new()); NEIGHBOURS.len()];
    for round in 0..rounds {
        for (j, (n, _)) in NEIGHBOURS.iter().enumerate() {
            for k in 0..BATCH {
                peers.run(*n, w, round * BATCH + k);
                times[j].0.push(timed(&mut fresh, w));
                peers.run(*n, w, round * BATCH + k);
                times[j].1.push(timed(&mut pre, w));
            }
        }
    }
    println!(
        "a_startup in codemode, median of {} executions after each neighbour:",
        rounds * BATCH
    );
    println!("| run before it | fresh execution | precompiled `Program` |");
    println!("|---|---:|---:|");
    for ((_, name), (f, p)) in NEIGHBOURS.iter().zip(times) {
        println!(
            "| {name} | {:.1} µs | {:.1} µs |",
            us(median(f)),
            us(median(p))
        );
    }
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}
