//! The test262 conformance runner: `cargo test --release --test test262 [-- --report] [-- PATH]`.
//!
//! Reads a local test262 checkout from `CODEMODE_TEST262_DIR` (skips cleanly when unset; nothing of
//! test262 is committed), filters it with `manifest.txt`, runs every remaining test under an
//! instruction budget and a timeout, and holds the result to `known_failures.txt`: the run fails
//! when a listed test passes (remove it from the list) or an unlisted one fails.
//!
//! Options (after `--`): `--report` prints the per-directory table CONFORMANCE.md carries;
//! `--write-known-failures` rewrites the list from this run (a maintainer's tool, review the diff);
//! `--verbose` prints every failure's reason; `--trace` names each test as it starts (to find
//! one that takes the process down); any other argument keeps only paths containing it.

mod frontmatter;
mod manifest;
mod outcome;

use codemode::{CodeMode, ExecuteOptions};
use frontmatter::Meta;
use manifest::{Manifest, Skip};
use outcome::Outcome;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Instructions one test may run: far above what any conformance test needs.
const MAX_INSTRUCTIONS: u64 = 50_000_000;
/// Wall-clock limit of one test (debug builds on 2 cores included).
const TIMEOUT: Duration = Duration::from_secs(10);
/// Heap limit of one test.
const MAX_MEMORY: usize = 512 << 20;
/// Tests in flight at once.
const IN_FLIGHT: usize = 8;

struct Args {
    report: bool,
    write_known: bool,
    verbose: bool,
    trace: bool,
    filters: Vec<String>,
}

fn args() -> Args {
    let mut a = Args {
        report: false,
        write_known: false,
        verbose: false,
        trace: false,
        filters: Vec::new(),
    };
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--report" => a.report = true,
            "--write-known-failures" => a.write_known = true,
            "--verbose" => a.verbose = true,
            "--trace" => a.trace = true,
            // libtest's own flags (`cargo test -- --nocapture`, `--quiet`, ...) mean nothing here.
            s if s.starts_with('-') => {}
            s => a.filters.push(s.to_string()),
        }
    }
    a
}

/// One test to run.
struct Job {
    rel: String,
    meta: Meta,
    source: String,
}

fn main() {
    let Some(root) = std::env::var_os("CODEMODE_TEST262_DIR").map(PathBuf::from) else {
        println!("test262: CODEMODE_TEST262_DIR is not set; skipping (see CONFORMANCE.md)");
        return;
    };
    let args = args();
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/test262");
    let manifest = Manifest::load(&here.join("manifest.txt")).unwrap_or_else(|e| fail(&e));
    let known_path = here.join("known_failures.txt");
    let known = load_known(&known_path);

    let mut files = Vec::new();
    for inc in &manifest.include {
        walk(&root.join(inc), &mut files);
    }
    files.sort();
    let mut jobs = Vec::new();
    let mut skipped: BTreeMap<String, usize> = BTreeMap::new();
    let mut skip_reasons: BTreeMap<String, usize> = BTreeMap::new();
    for path in files {
        let rel = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if rel.contains("_FIXTURE") || !args.filters.iter().all(|f| rel.contains(f.as_str())) {
            continue;
        }
        let source =
            std::fs::read_to_string(&path).unwrap_or_else(|e| fail(&format!("{rel}: {e}")));
        let meta = frontmatter::parse(&source).unwrap_or_else(|e| fail(&format!("{rel}: {e}")));
        let body = frontmatter::strip(&source);
        if let Some(why) = manifest.skip(&rel, &meta, &body) {
            *skipped.entry(group(&rel)).or_default() += 1;
            let reason = match why {
                Skip::Dir(d) => format!("dir {d}"),
                Skip::Feature(f) => format!("feature {f}"),
                Skip::Flag(f) => format!("flag {f}"),
                Skip::Include(i) => format!("include {i}"),
                Skip::Source(p) => format!("source /{p}/"),
            };
            *skip_reasons.entry(reason).or_default() += 1;
            continue;
        }
        jobs.push(Job { rel, meta, source });
    }

    let harness =
        Arc::new(outcome::Harness::load(&root.join("harness")).unwrap_or_else(|e| fail(&e)));
    let started = Instant::now();
    let boundaries = Arc::new(manifest.skip_unsupported.clone());
    let results = run_all(jobs, harness, boundaries, args.trace);
    let elapsed = started.elapsed();

    let mut per_dir: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = BTreeSet::new();
    let mut unexpected_fail = Vec::new();
    let mut unexpected_pass = Vec::new();
    for (rel, outcome) in &results {
        if let Outcome::Skip(why) = outcome {
            *skipped.entry(group(rel)).or_default() += 1;
            *skip_reasons.entry(why.clone()).or_default() += 1;
            if known.contains(rel) {
                unexpected_pass.push(rel.clone());
            }
            continue;
        }
        let e = per_dir.entry(group(rel)).or_default();
        e.0 += 1;
        match outcome {
            Outcome::Skip(_) => {}
            Outcome::Pass => {
                e.1 += 1;
                if known.contains(rel) {
                    unexpected_pass.push(rel.clone());
                }
            }
            Outcome::Fail(why) => {
                failures.insert(rel.clone());
                if args.verbose {
                    println!("FAIL {rel}: {why}");
                }
                if !known.contains(rel) {
                    unexpected_fail.push(format!("{rel}: {why}"));
                }
            }
        }
    }
    let run: usize = per_dir.values().map(|v| v.0).sum();
    let passed: usize = per_dir.values().map(|v| v.1).sum();
    let skipped_total: usize = skipped.values().sum();
    if args.report {
        report(&per_dir, &skipped, &skip_reasons);
    }
    println!(
        "test262: {passed}/{run} passed ({:.2}%), {} failed, {skipped_total} skipped by the manifest, in {:.1} s",
        if run == 0 { 100.0 } else { passed as f64 * 100.0 / run as f64 },
        run - passed,
        elapsed.as_secs_f64()
    );
    if args.write_known {
        write_known(&known_path, &known, &results, &failures);
        println!(
            "test262: wrote {} ({} entries)",
            known_path.display(),
            failures.len()
        );
        return;
    }
    let mut bad = false;
    if !unexpected_fail.is_empty() {
        bad = true;
        println!(
            "\n{} unexpected failures (not in known_failures.txt):",
            unexpected_fail.len()
        );
        for f in &unexpected_fail {
            println!("  {f}");
        }
    }
    if !unexpected_pass.is_empty() {
        bad = true;
        println!(
            "\n{} tests in known_failures.txt now pass; remove them:",
            unexpected_pass.len()
        );
        for p in &unexpected_pass {
            println!("  {p}");
        }
    }
    if bad {
        std::process::exit(1);
    }
}

fn fail(msg: &str) -> ! {
    eprintln!("test262: {msg}");
    std::process::exit(2)
}

/// Every `.js` file under `dir`.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        if dir.extension().is_some_and(|e| e == "js") {
            out.push(dir.to_path_buf());
        }
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "js") {
            out.push(p);
        }
    }
}

/// The report row a test belongs to: `test/built-ins/Array`, `test/language/expressions`.
fn group(rel: &str) -> String {
    rel.split('/').take(3).collect::<Vec<_>>().join("/")
}

fn load_known(path: &Path) -> BTreeSet<String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// Rewrites the list: failures of this run, plus listed tests this run did not cover.
fn write_known(
    path: &Path,
    known: &BTreeSet<String>,
    results: &[(String, Outcome)],
    failures: &BTreeSet<String>,
) {
    let ran: BTreeSet<&String> = results.iter().map(|(r, _)| r).collect();
    let mut all: BTreeSet<String> = failures.clone();
    all.extend(known.iter().filter(|k| !ran.contains(k)).cloned());
    let mut text = String::from(
        "# test262 tests codemode fails today (a ratchet: the runner fails when one of these passes,\n\
         # or when a test not listed here fails). Regenerate with --write-known-failures and review.\n",
    );
    for f in all {
        text.push_str(&f);
        text.push('\n');
    }
    std::fs::write(path, text).unwrap_or_else(|e| fail(&e.to_string()));
}

fn report(
    per_dir: &BTreeMap<String, (usize, usize)>,
    skipped: &BTreeMap<String, usize>,
    reasons: &BTreeMap<String, usize>,
) {
    println!("| Directory | Run | Passed | Pass rate | Skipped by the manifest |");
    println!("|---|---:|---:|---:|---:|");
    let dirs: BTreeSet<&String> = per_dir.keys().chain(skipped.keys()).collect();
    for d in dirs {
        let (run, pass) = per_dir.get(d).copied().unwrap_or((0, 0));
        let rate = if run == 0 {
            "-".to_string()
        } else {
            format!("{:.1}%", pass as f64 * 100.0 / run as f64)
        };
        println!(
            "| {d} | {run} | {pass} | {rate} | {} |",
            skipped.get(d).copied().unwrap_or(0)
        );
    }
    println!("\nSkipped, by manifest rule:\n");
    let mut rs: Vec<_> = reasons.iter().collect();
    rs.sort_by(|a, b| b.1.cmp(a.1));
    for (r, n) in rs {
        println!("- {r}: {n}");
    }
    println!();
}

/// Runs every job, `IN_FLIGHT` at once, on a 2-worker runtime; results in path order.
fn run_all(
    jobs: Vec<Job>,
    harness: Arc<outcome::Harness>,
    boundaries: Arc<Vec<String>>,
    trace: bool,
) -> Vec<(String, Outcome)> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let cm = CodeMode::builder().build();
    rt.block_on(async move {
        let mut set = tokio::task::JoinSet::new();
        let mut out = Vec::with_capacity(jobs.len());
        let mut names = std::collections::HashMap::new();
        for job in jobs {
            while set.len() >= IN_FLIGHT {
                collect(set.join_next_with_id().await, &mut names, &mut out);
            }
            let cm = cm.clone();
            let harness = harness.clone();
            let boundaries = boundaries.clone();
            let rel = job.rel.clone();
            if trace {
                eprintln!("START {rel}");
            }
            let h = set.spawn(async move { run_one(&cm, &harness, &boundaries, job).await });
            names.insert(h.id(), rel);
        }
        while let Some(r) = set.join_next_with_id().await {
            collect(Some(r), &mut names, &mut out);
        }
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out
    })
}

type Joined = Option<Result<(tokio::task::Id, Outcome), tokio::task::JoinError>>;

fn collect(
    r: Joined,
    names: &mut std::collections::HashMap<tokio::task::Id, String>,
    out: &mut Vec<(String, Outcome)>,
) {
    match r {
        Some(Ok((id, o))) => out.push((names.remove(&id).unwrap(), o)),
        Some(Err(e)) => {
            let rel = names.remove(&e.id()).unwrap_or_default();
            out.push((rel, Outcome::Fail(format!("the engine panicked: {e}"))));
        }
        None => {}
    }
}

async fn run_one(
    cm: &CodeMode,
    harness: &outcome::Harness,
    boundaries: &[String],
    job: Job,
) -> Outcome {
    let code = match harness.program(&job.meta, &job.source) {
        Ok(c) => c,
        Err(e) => return Outcome::Fail(e),
    };
    let options = ExecuteOptions {
        timeout: Some(TIMEOUT),
        max_instructions: Some(MAX_INSTRUCTIONS),
        max_memory_bytes: Some(MAX_MEMORY),
        ..Default::default()
    };
    let r = cm.execute(&code, options).await;
    outcome::judge(&job.meta, &r, boundaries)
}
