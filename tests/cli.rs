//! The `codemode` binary: fixture tools, limits as flags, exit codes, and the discovery verbs.

use serde_json::{json, Value as Json};
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn codemode(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_codemode"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run codemode");
    if let Some(s) = stdin {
        child.stdin.take().unwrap().write_all(s.as_bytes()).unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

fn json_line(o: &Output) -> Json {
    let text = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        text.lines().count(),
        1,
        "--json prints exactly one line: {text}"
    );
    serde_json::from_str(text.trim()).unwrap()
}

#[test]
fn the_demo_program_runs_against_the_built_in_demo_tools() {
    let o = codemode(&["run", "examples/tools_demo.js", "--json"], None);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let r = json_line(&o);
    assert_eq!(r["value"]["commented"], json!([101, 103]));
    assert_eq!(r["toolCalls"].as_array().unwrap().len(), 4);
    assert_eq!(r["toolCalls"][3]["outcome"], json!("failure"));
}

#[test]
fn fixture_flag_and_limits() {
    let fixture = ["--tools", "tests/fixtures/tools.json"];
    let run = |extra: &[&str], code: &str| {
        let mut args = vec!["run", "-", "--json"];
        args.extend_from_slice(&fixture);
        args.extend_from_slice(extra);
        codemode(&args, Some(code))
    };
    let o = run(&[], "return await tools.t.slow({ a: 1 })");
    assert!(o.status.success());
    assert_eq!(json_line(&o)["value"], json!({ "a": 1 }));

    let o = run(
        &["--max-tool-calls", "1"],
        "await tools.t.echo({}); await tools.t.echo({})",
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        json_line(&o)["error"]["kind"],
        json!("ToolCallLimitExceeded")
    );

    let o = run(&["--max-output-bytes", "40"], "return 'x'.repeat(500)");
    assert!(o.status.success());
    let r = json_line(&o);
    assert_eq!(r["truncated"], json!(true));
    assert!(r["value"].as_str().unwrap().contains("[result truncated"));

    let o = run(
        &["--timeout-ms", "100"],
        "await tools.t.slow({}); while (true) {}",
    );
    assert_eq!(json_line(&o)["error"]["kind"], json!("TimeoutExceeded"));

    let o = run(&[], "await tools.t.fail({})");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(json_line(&o)["error"]["kind"], json!("ToolFailure"));
}

#[test]
fn bad_fixtures_are_usage_errors() {
    let o = codemode(&["run", "-", "--tools", "no/such/file.json"], Some("1"));
    assert_eq!(o.status.code(), Some(2));
    let dir = std::env::temp_dir().join(format!("codemode-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.json");
    std::fs::write(&bad, r#"{"tools":[{"name":"a.b"}]}"#).unwrap();
    let o = codemode(&["run", "-", "--tools", bad.to_str().unwrap()], Some("1"));
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("tools[0]"));
}

#[test]
fn discovery_verbs() {
    let o = codemode(&["search", "forecast"], None);
    assert!(o.status.success());
    let r: Json = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(r["items"][0]["path"], json!("tools.weather.forecast"));

    let o = codemode(&["instructions", "--catalog-budget", "0"], None);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains("## Available tools (PARTIAL: 0 of 4 shown"),
        "{text}"
    );

    let o = codemode(
        &["check", "-", "--json"],
        Some("await tools.issues.lst({})"),
    );
    assert_eq!(o.status.code(), Some(1));
    let a: Json = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(a["calls"][0]["suggestions"][0], json!("tools.issues.list"));
    let o = codemode(&["check", "examples/tools_demo.js"], None);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stdout));
}

#[test]
fn progress_is_shown_on_a_terminal_and_never_in_pipes() {
    // `script` gives the program a pseudo-terminal, as a person running it would.
    let bin = env!("CARGO_BIN_EXE_codemode");
    let tty = Command::new("script")
        .args([
            "-qec",
            &format!("{bin} run examples/tools_demo.js"),
            "/dev/null",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("`script` (util-linux) runs the CLI on a pseudo-terminal");
    let shown = String::from_utf8_lossy(&tty.stdout);
    assert!(shown.contains("[0] tools.issues.list running"), "{shown}");
    assert!(shown.contains("tools.issues.list done in"), "{shown}");
    assert!(shown.contains("[3] tools.demo.flaky failed in"), "{shown}");
    // Piped, stderr carries only the program's logs.
    let piped = codemode(&["run", "examples/tools_demo.js"], None);
    let err = String::from_utf8_lossy(&piped.stderr);
    assert!(!err.contains("running"), "{err}");
    assert_eq!(err.trim(), "commented on 2 of 4 issues");
}

#[test]
fn stats_flag_adds_the_measurements_to_the_json_result() {
    let prog = "const xs = []; for (let i = 0; i < 1000; i++) xs.push({ i }); return xs.length";
    let o = codemode(&["run", "-", "--json", "--stats"], Some(prog));
    let j = json_line(&o);
    assert_eq!(j["value"], 1000);
    let s = &j["stats"];
    for key in ["parseUs", "compileUs", "runUs"] {
        assert!(s[key].as_f64().is_some_and(|v| v > 0.0), "{key} in {s}");
    }
    assert!(s["instructions"].as_u64().is_some_and(|n| n > 5000), "{s}");
    assert!(
        s["peakHeapBytes"].as_u64().is_some_and(|n| n > 1000 * 32),
        "{s}"
    );
    assert!(s["gcCount"].as_u64().is_some(), "{s}");
    // Without --stats the result JSON is the contract's, with no stats.
    let plain = json_line(&codemode(&["run", "-", "--json"], Some(prog)));
    assert!(plain.get("stats").is_none());
    // Without --json the stats go to standard error.
    let o = codemode(&["run", "-", "--stats"], Some(prog));
    assert!(String::from_utf8_lossy(&o.stderr).contains("instructions"));
}
