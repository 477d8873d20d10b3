//! Runaway allocation under a memory budget ends in `ResourceLimitExceeded`; the process's
//! resident memory stays near the budget (measured in a child process).

use super::*;
use codemode::DiagnosticKind::ResourceLimitExceeded;

#[test]
fn push_objects_forever() {
    expect_kind(
        "const a = []; for (;;) a.push({ x: 1 });",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn string_doubling() {
    expect_kind(
        "let s = 'x'; for (;;) s += s;",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn string_doubling_without_a_budget_hits_the_string_limit() {
    expect_error("let s = 'x'; for (;;) s += s;", timeout(), "RangeError");
}

#[test]
fn array_length_two_to_the_32() {
    expect_error(
        "const a = []; a.length = 2 ** 32; return a.length",
        timeout(),
        "RangeError",
    );
}

#[test]
fn array_length_within_range_but_beyond_budget() {
    expect_kind(
        "const a = []; a.length = 2 ** 26; return a.length",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn far_index_write_beyond_budget() {
    expect_kind(
        "const a = []; a[2 ** 26] = 1; return a.length",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn array_constructor_beyond_budget() {
    expect_kind(
        "return new Array(2 ** 26).length",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn json_parse_of_a_million_brackets() {
    expect_error(
        "return JSON.parse('['.repeat(1e6))",
        timeout(),
        "SyntaxError",
    );
}

#[test]
fn map_growth() {
    expect_kind(
        "const m = new Map(); for (let i = 0; ; i++) m.set(i, { i });",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn set_growth() {
    expect_kind(
        "const s = new Set(); for (let i = 0; ; i++) s.add('k' + i);",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn closures_capturing_forever() {
    expect_kind(
        "const fs = []; for (let i = 0; ; i++) fs.push(() => i);",
        memory(64),
        ResourceLimitExceeded,
    );
}

#[test]
fn garbage_alone_never_hits_the_budget() {
    // Lots of allocation, little of it live: collections keep the heap within 16 MB.
    expect_value(
        "let n = 0; for (let i = 0; i < 200000; i++) { const o = { a: [i, i], s: 'x' + i }; n += o.a.length; } return n",
        memory(16),
        json!(400000),
    );
}

const RSS_CHILD: &str = "CODEMODE_HOSTILE_RSS_CHILD";

fn peak_rss_kb() -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    s.lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// Runs in a child process (see `runaway_allocation_rss_stays_near_the_budget`): prints the peak
/// RSS after warming up and after each runaway program.
#[test]
fn rss_child_probe() {
    let Ok(program) = std::env::var(RSS_CHILD) else {
        return;
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let cm = codemode();
    let warm =
        rt.block_on(cm.execute("return [1, 2].map((x) => x + 1)", ExecuteOptions::default()));
    assert!(warm.ok);
    println!("BASE {}", peak_rss_kb());
    let r = rt.block_on(cm.execute(&program, memory(64)));
    assert_eq!(r.error.map(|e| e.kind), Some(ResourceLimitExceeded));
    println!("PEAK {}", peak_rss_kb());
}

#[test]
fn runaway_allocation_rss_stays_near_the_budget() {
    if std::env::var(RSS_CHILD).is_ok() {
        return;
    }
    for program in [
        "const a = []; for (;;) a.push({ x: 1, y: [1, 2, 3] });",
        "let s = 'x'; for (;;) s += s;",
        "const a = []; for (let i = 0; ; i++) a.push('x'.repeat(1000) + i);",
        "const m = new Map(); for (let i = 0; ; i++) m.set(i, i);",
        "const a = []; for (let i = 0; ; i++) a.push('item' + i);",
    ] {
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "memory::rss_child_probe",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(RSS_CHILD, program)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{program}: {text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let read = |tag: &str| -> u64 {
            let words: Vec<&str> = text.split_whitespace().collect();
            words
                .windows(2)
                .find(|w| w[0] == tag)
                .and_then(|w| w[1].parse().ok())
                .unwrap_or_else(|| panic!("no {tag} in {text}"))
        };
        let (base, peak) = (read("BASE"), read("PEAK"));
        // 64 MB budget + 25%, above the warmed-up process.
        let allowed = 64 * 1024 * 5 / 4;
        assert!(
            peak.saturating_sub(base) <= allowed,
            "{program}: peak {peak} KB over a base of {base} KB exceeds {allowed} KB"
        );
    }
}
