//! The side-by-side comparison (`cargo bench -p codemode-benches --bench compare`): every shared
//! workload in codemode, QuickJS and Boa in one process, runs interleaved across engines, a fresh
//! context or execution per run, every engine's result checked against codemode's, peak RSS per
//! run, node's figures from `benches/node/run.js`, and a markdown table of medians and ratios.

pub mod engines;
pub mod workloads;

use engines::{BoaEngine, CodeModeEngine, Engine, QuickJsEngine};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;
use workloads::Workload;

/// Command-line options.
pub struct Options {
    /// Timed runs per engine and workload (a_startup: executions per engine).
    pub runs: usize,
    /// a_startup executions per engine.
    pub startup_iters: usize,
    /// Stop running an engine on a workload once its runs took this long (at least one run).
    pub max_seconds: f64,
    /// Only these workloads (empty: all).
    pub only: Vec<String>,
    /// Skip Boa's super-linear workloads (f_string, g_mapset: minutes per run).
    pub quick: bool,
    /// Also run node (`benches/node/run.js`).
    pub node: bool,
    /// Where to write the markdown table.
    pub markdown: Option<PathBuf>,
    /// The workloads directory (`--dir`: relative to the repository's root).
    pub dir: PathBuf,
}

impl Options {
    /// Parses `std::env::args` (cargo's own `--bench` flag is ignored).
    ///
    /// # Errors
    ///
    /// A usage message.
    pub fn from_args() -> Result<Options, String> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut o = Options {
            runs: 5,
            startup_iters: 2000,
            max_seconds: 20.0,
            only: Vec::new(),
            quick: false,
            node: true,
            markdown: None,
            dir: root.join("workloads"),
        };
        let mut args = std::env::args().skip(1);
        while let Some(a) = args.next() {
            let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
            match a.as_str() {
                "--bench" => {}
                "--runs" => o.runs = value("--runs")?.parse().map_err(|_| "--runs: a number")?,
                "--startup-iters" => {
                    o.startup_iters = value("--startup-iters")?
                        .parse()
                        .map_err(|_| "--startup-iters: a number")?
                }
                "--max-seconds" => {
                    o.max_seconds = value("--max-seconds")?
                        .parse()
                        .map_err(|_| "--max-seconds: a number")?
                }
                "--only" => {
                    o.only = value("--only")?.split(',').map(str::to_string).collect();
                }
                "--quick" => o.quick = true,
                "--no-node" => o.node = false,
                "--markdown" => o.markdown = Some(PathBuf::from(value("--markdown")?)),
                // Relative to the repository's root, wherever cargo runs the bench from.
                "--dir" => o.dir = root.join("..").join(value("--dir")?),
                other => {
                    return Err(format!(
                        "unknown argument {other}\nusage: compare [--runs N] [--startup-iters N] \
                         [--max-seconds S] [--only a,b] [--quick] [--no-node] [--markdown FILE] \
                         [--dir DIR]"
                    ))
                }
            }
        }
        Ok(o)
    }
}

/// One engine's measurements on one workload.
#[derive(Default)]
struct Cell {
    times: Vec<Duration>,
    /// The engine that ran just before each of `times` (an index into the engines).
    before: Vec<Option<usize>>,
    peak_rss_kb: u64,
    result: Option<String>,
    error: Option<String>,
    skipped: Option<&'static str>,
}

impl Cell {
    fn median(&self) -> Option<Duration> {
        let mut t = self.times.clone();
        t.sort();
        t.get(t.len() / 2).copied()
    }
}

/// Resets the process's peak-RSS mark (Linux `clear_refs` 5); false where unsupported.
fn reset_peak_rss() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// A field of `/proc/self/status` in KB.
fn status_kb(field: &str) -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    s.lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// Runs one engine once on one workload, recording time, result and the RSS the run added.
fn measure(engine: &mut dyn Engine, w: &Workload, cell: &mut Cell) {
    let rss_ok = reset_peak_rss();
    let before = status_kb("VmRSS:");
    let Some(r) = engine.run(w) else {
        cell.skipped = Some("n/a");
        return;
    };
    if rss_ok {
        cell.peak_rss_kb = cell
            .peak_rss_kb
            .max(status_kb("VmHWM:").saturating_sub(before));
    }
    match r {
        Ok((d, v)) => {
            cell.times.push(d);
            cell.result.get_or_insert(v);
        }
        Err(e) => cell.error = Some(e),
    }
}

/// Runs the comparison and prints (and optionally writes) the table. Returns false when an
/// engine failed or results disagree.
pub fn run(o: &Options) -> bool {
    let all = match workloads::load(&o.dir) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("compare: {e}");
            return false;
        }
    };
    let ws: Vec<&Workload> = all
        .iter()
        .filter(|w| o.only.is_empty() || o.only.contains(&w.name))
        .collect();
    let mut engines: Vec<Box<dyn Engine>> = vec![
        Box::new(CodeModeEngine::new(false)),
        Box::new(CodeModeEngine::new(true)),
        Box::new(QuickJsEngine::new()),
        Box::new(BoaEngine),
    ];
    let names: Vec<&'static str> = engines.iter().map(|e| e.name()).collect();
    let mut cells: BTreeMap<(String, &'static str), Cell> = BTreeMap::new();
    for w in &ws {
        eprintln!("compare: {}", w.name);
        let runs = if w.is_startup() {
            o.startup_iters
        } else {
            o.runs
        };
        let mut spent = vec![0f64; engines.len()];
        let mut last: Option<usize> = None;
        for run in 0..runs {
            // Each run takes the next of every order of the engines in turn, so over the runs
            // every engine follows every other one about equally often: what the engine before leaves
            // in the processor costs the next one (the `interleave` example), and a plain
            // rotation would put each engine after the same neighbour run after run.
            for i in run_order(run, engines.len()) {
                let e = &mut engines[i];
                let cell = cells.entry((w.name.clone(), e.name())).or_default();
                if cell.error.is_some() || cell.skipped.is_some() {
                    continue;
                }
                if o.quick
                    && e.name() == "Boa"
                    && matches!(w.name.as_str(), "f_string" | "g_mapset")
                {
                    cell.skipped = Some("skipped (--quick)");
                    continue;
                }
                if run > 0 && spent[i] > o.max_seconds {
                    continue;
                }
                let before = cell.times.iter().sum::<Duration>();
                let timed = cell.times.len();
                measure(e.as_mut(), w, cell);
                if cell.times.len() > timed {
                    cell.before.push(last);
                }
                last = Some(i);
                spent[i] += (cell.times.iter().sum::<Duration>() - before).as_secs_f64();
            }
        }
    }
    let node = if o.node {
        node_figures(&o.dir)
    } else {
        BTreeMap::new()
    };
    if std::env::var_os("COMPARE_BY_NEIGHBOUR").is_some() {
        eprint!("{}", by_neighbour(&ws, &names, &cells));
    }
    let (table, ok) = render(&ws, &names, &cells, &node, o);
    println!("{table}");
    if let Some(p) = &o.markdown {
        if let Err(e) = std::fs::write(p, &table) {
            eprintln!("compare: {}: {e}", p.display());
            return false;
        }
    }
    ok
}

/// Each engine's median per workload split by the engine that ran just before it
/// (`COMPARE_BY_NEIGHBOUR=1`): what a neighbour's run costs the next one, within the bench's own
/// interleaving (the `interleave` example measures that with more neighbours).
fn by_neighbour(
    ws: &[&Workload],
    names: &[&'static str],
    cells: &BTreeMap<(String, &'static str), Cell>,
) -> String {
    let mut out = String::from("median by the engine that ran before (runs):\n");
    for w in ws {
        for name in names {
            let Some(cell) = cells.get(&(w.name.clone(), *name)) else {
                continue;
            };
            let mut line = format!("{} / {name}:", w.name);
            for (j, before) in names.iter().enumerate() {
                let mut t: Vec<Duration> = cell
                    .times
                    .iter()
                    .zip(&cell.before)
                    .filter(|(_, b)| **b == Some(j))
                    .map(|(t, _)| *t)
                    .collect();
                t.sort();
                if let Some(m) = t.get(t.len() / 2) {
                    line += &format!(
                        "  after {before} {:.1} µs ({})",
                        m.as_secs_f64() * 1e6,
                        t.len()
                    );
                }
            }
            out += &line;
            out.push('\n');
        }
    }
    out
}

/// The `run`th (modulo n!) ordering of `0..n` in lexicographic order (the factorial number
/// system): over n! consecutive runs each engine runs right after each other one (n-1)! times
/// within the orderings, and first (after the previous ordering's last) (n-1)! times; with
/// four engines, each follows each other one in 7 or 8 of every 24 runs.
fn run_order(run: usize, n: usize) -> Vec<usize> {
    let mut left: Vec<usize> = (0..n).collect();
    let count: usize = (1..=n).product();
    let mut r = run % count.max(1);
    let mut order = Vec::with_capacity(n);
    for k in (1..=n).rev() {
        let block: usize = (1..k).product();
        order.push(left.remove(r / block));
        r %= block;
    }
    order
}

/// node's median per workload (ms, µs for a_startup) and result, from `benches/node/run.js`.
fn node_figures(dir: &Path) -> BTreeMap<String, (f64, String)> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("node/run.js");
    let out = match std::process::Command::new("node")
        .arg(&script)
        .arg(dir)
        .output()
    {
        Ok(o) if o.status.success() => o.stdout,
        Ok(o) => {
            eprintln!(
                "compare: node runner failed: {}",
                String::from_utf8_lossy(&o.stderr)
            );
            return BTreeMap::new();
        }
        Err(e) => {
            eprintln!("compare: node not run: {e}");
            return BTreeMap::new();
        }
    };
    let mut m = BTreeMap::new();
    for line in String::from_utf8_lossy(&out).lines() {
        if let Ok(j) = serde_json::from_str::<serde_json::Value>(line) {
            if let (Some(w), Some(t), Some(r)) = (
                j["workload"].as_str(),
                j["median"].as_f64(),
                j["result"].as_str(),
            ) {
                m.insert(w.to_string(), (t, r.to_string()));
            }
        }
    }
    m
}

fn fmt_time(d: Duration, startup: bool) -> String {
    if startup {
        format!("{:.1} µs", d.as_secs_f64() * 1e6)
    } else {
        let ms = d.as_secs_f64() * 1e3;
        if ms >= 100.0 {
            format!("{ms:.0} ms")
        } else {
            format!("{ms:.1} ms")
        }
    }
}

fn ratio(a: Option<Duration>, b: Option<Duration>) -> String {
    match (a, b) {
        (Some(a), Some(b)) if b > Duration::ZERO => {
            format!("{:.2}×", a.as_secs_f64() / b.as_secs_f64())
        }
        _ => "–".into(),
    }
}

fn render(
    ws: &[&Workload],
    names: &[&'static str],
    cells: &BTreeMap<(String, &'static str), Cell>,
    node: &BTreeMap<String, (f64, String)>,
    o: &Options,
) -> (String, bool) {
    let mut ok = true;
    let mut t = String::new();
    t.push_str(
        "| workload | codemode | QuickJS | Boa | node | codemode / QuickJS | codemode / Boa | \
         result agrees | peak RSS added (MB): codemode / QuickJS / Boa |\n\
         |---|---:|---:|---:|---:|---:|---:|---|---|\n",
    );
    for w in ws {
        let startup = w.is_startup();
        let get = |n: &str| {
            cells.get(&(
                w.name.clone(),
                names.iter().find(|x| **x == n).copied().unwrap_or(""),
            ))
        };
        let rows: Vec<(&str, &str)> = if startup {
            vec![
                ("codemode", "a_startup (fresh execution)"),
                (
                    "codemode (precompiled)",
                    "a_startup (precompiled `Program`)",
                ),
            ]
        } else {
            vec![("codemode", w.name.as_str())]
        };
        for (cm_name, label) in rows {
            let cm = get(cm_name);
            let qjs = get("QuickJS");
            let boa = get("Boa");
            let show = |c: Option<&Cell>| match c {
                Some(c) if c.error.is_some() => "error".to_string(),
                Some(c) if c.skipped.is_some() => c.skipped.unwrap_or("").to_string(),
                Some(c) => c
                    .median()
                    .map(|d| fmt_time(d, startup))
                    .unwrap_or("–".into()),
                None => "–".into(),
            };
            let reference = cm.and_then(|c| c.result.clone());
            let mut agrees = true;
            let mut detail = Vec::new();
            for (n, c) in [("QuickJS", qjs), ("Boa", boa)] {
                if let Some(c) = c {
                    if let Some(e) = &c.error {
                        eprintln!("compare: {n} failed on {}: {e}", w.name);
                        agrees = false;
                        detail.push(format!("{n} failed"));
                    } else if let (Some(r), Some(x)) = (&reference, &c.result) {
                        if r != x {
                            eprintln!(
                                "compare: {n} disagrees on {}: {x:?} vs codemode {r:?}",
                                w.name
                            );
                            agrees = false;
                            detail.push(format!("{n} differs"));
                        }
                    }
                }
            }
            if let Some(c) = cm {
                if let Some(e) = &c.error {
                    eprintln!("compare: {cm_name} failed on {}: {e}", w.name);
                    agrees = false;
                    detail.push("codemode failed".into());
                }
            }
            let node_cell = match node.get(&w.name) {
                Some((m, r)) => {
                    if reference.as_ref().is_some_and(|x| x != r) {
                        eprintln!("compare: node disagrees on {}: {r:?}", w.name);
                        agrees = false;
                        detail.push("node differs".into());
                    }
                    if startup {
                        format!("{m:.1} µs")
                    } else {
                        format!("{m:.1} ms")
                    }
                }
                None => "–".into(),
            };
            ok &= agrees;
            let rss = |c: Option<&Cell>| {
                c.map(|c| format!("{:.1}", c.peak_rss_kb as f64 / 1024.0))
                    .unwrap_or("–".into())
            };
            t.push_str(&format!(
                "| {label} | {} | {} | {} | {node_cell} | {} | {} | {} | {} / {} / {} |\n",
                show(cm),
                show(qjs),
                show(boa),
                ratio(cm.and_then(Cell::median), qjs.and_then(Cell::median)),
                ratio(cm.and_then(Cell::median), boa.and_then(Cell::median)),
                if agrees {
                    "yes".to_string()
                } else {
                    detail.join(", ")
                },
                rss(cm),
                rss(qjs),
                rss(boa),
            ));
        }
    }
    t.push_str(&format!(
        "\nMedians of {} interleaved runs per engine (a_startup: {} executions each; at most {} s \
         of runs per engine and workload, at least one run). Times are the timed part only: \
         a_startup includes creating the context (QuickJS, Boa) or the execution (codemode) and \
         parsing; the others time evaluation in a fresh context. e_json's setup runs untimed in \
         the same context for QuickJS and Boa; codemode executions share nothing, so codemode's \
         figure is (setup + e_json) minus setup alone, per run. h_host and h3_hostraw call a \
         native host function in QuickJS and Boa (h3: a raw `JS_NewCFunction2` callback in \
         QuickJS) and an immediately-ready tool (`await tools.bench.host(i)`, call + await) in \
         codemode; node calls a plain JavaScript function. Peak RSS added is the most the \
         process's resident set grew during one run.\n",
        o.runs, o.startup_iters, o.max_seconds
    ));
    (t, ok)
}

#[cfg(test)]
mod tests {
    use super::run_order;

    #[test]
    fn runs_take_every_order_and_every_engine_follows_each_other_alike() {
        let orders: Vec<Vec<usize>> = (0..24).map(|r| run_order(r, 4)).collect();
        for o in &orders {
            let mut s = o.clone();
            s.sort();
            assert_eq!(
                s,
                vec![0, 1, 2, 3],
                "{o:?} is not an ordering of the engines"
            );
        }
        let mut distinct = orders.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 24, "an ordering repeats within 24 runs");
        assert_eq!(run_order(24, 4), orders[0], "the orderings cycle");
        // Who ran just before whom, the runs repeating.
        let seq: Vec<usize> = orders.concat();
        let mut after = [[0usize; 4]; 4];
        for (i, &b) in seq.iter().enumerate() {
            let a = seq[(i + seq.len() - 1) % seq.len()];
            after[b][a] += 1;
        }
        for (b, row) in after.iter().enumerate() {
            for (a, &n) in row.iter().enumerate() {
                if a != b {
                    assert!(
                        n >= 7,
                        "engine {b} ran after {a} only {n} times of 24: {after:?}"
                    );
                }
            }
        }
        assert_eq!(run_order(5, 1), vec![0]);
        assert_eq!(run_order(0, 0), Vec::<usize>::new());
    }
}
