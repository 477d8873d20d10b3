//! Discovery: `tools.$codemode.search` in programs and on the host, enumeration of `tools`,
//! `instructions()` snapshots and the claims they make, and static analysis.

use codemode::{CodeMode, DiagnosticKind, ExecuteOptions, SearchQuery, Tool};
use serde_json::{json, Value as Json};
use std::path::Path;

fn tool(path: &str, desc: &str, input: Json) -> Tool {
    Tool::new(path, desc, input, |i| async move { Ok(i) })
}

fn small() -> CodeMode {
    CodeMode::builder()
        .tool(tool(
            "github.list_issues",
            "List issues in a repository",
            json!({ "type": "object", "properties": {
                "owner": { "type": "string", "description": "Repository owner" },
                "state": { "enum": ["open", "closed"] } }, "required": ["owner"] }),
        ))
        .tool(tool(
            "github.get_issue",
            "Get one issue by number",
            json!({}),
        ))
        .tool(
            tool(
                "weather.forecast",
                "Three-day forecast",
                json!({ "type": "object" }),
            )
            .with_output_schema(json!({ "type": "array", "items": { "type": "number" } })),
        )
        .tool(tool(
            "context7.resolve-library-id",
            "Resolve a library id",
            json!({}),
        ))
        .build()
}

/// 300 tools in 12 namespaces of uneven size, with uneven description lengths.
fn large() -> CodeMode {
    let names = [
        "alpha", "billing", "calendar", "docs", "email", "files", "github", "hr", "issues", "jobs",
        "kube", "logs",
    ];
    let mut b = CodeMode::builder();
    let mut n = 0;
    for (i, ns) in names.iter().enumerate() {
        let count = 5 + i * 3 + (i % 4) * 2;
        for j in 0..count {
            if n == 300 {
                break;
            }
            let desc = format!(
                "Operation {j} of {ns}{}",
                " with extra detail".repeat(j % 5)
            );
            b = b.tool(tool(
                &format!("{ns}.op_{j:02}"),
                &desc,
                json!({ "type": "object", "properties": { "id": { "type": "string" } } }),
            ));
            n += 1;
        }
    }
    let mut j = 0;
    while n < 300 {
        b = b.tool(tool(
            &format!("logs.extra_{j:03}"),
            "Extra log operation",
            json!({}),
        ));
        j += 1;
        n += 1;
    }
    b.build()
}

fn run(cm: &CodeMode, code: &str) -> codemode::ExecutionResult {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(cm.execute(code, ExecuteOptions::default()))
}

#[test]
fn search_in_a_program_matches_the_host_search() {
    let cm = small();
    let r = run(
        &cm,
        "return await tools.$codemode.search({ query: 'list issues' })",
    );
    assert!(r.ok, "{:?}", r.error);
    let host = cm.search(&SearchQuery {
        query: Some("list issues".into()),
        ..Default::default()
    });
    assert_eq!(r.value, host.to_json());
    assert_eq!(
        r.value["items"][0]["path"],
        json!("tools.github.list_issues")
    );
    let sig = r.value["items"][0]["signature"].as_str().unwrap();
    assert!(
        sig.starts_with("tools.github.list_issues(input: {"),
        "{sig}"
    );
    assert!(sig.contains("/** Repository owner */"), "{sig}");
    assert!(sig.ends_with("Promise<unknown>"), "{sig}");
    // The search call is recorded like any tool call.
    assert_eq!(&*r.tool_calls[0].name, "$codemode.search");
}

#[test]
fn search_paths_are_callable_expressions() {
    let cm = small();
    let r = run(
        &cm,
        "const r = await tools.$codemode.search({ query: 'resolve library' });
         const p = r.items[0].path;
         const byPath = await tools.$codemode.search({ query: p });
         return [p, byPath.items.length, await tools.context7['resolve-library-id']({ q: 1 })]",
    );
    assert_eq!(
        r.value,
        json!(["tools.context7[\"resolve-library-id\"]", 1, { "q": 1 }])
    );
}

#[test]
fn search_input_is_validated() {
    let cm = small();
    for bad in [
        "{ limit: 0 }",
        "{ query: 5 }",
        "{ offset: -1 }",
        "{ nonsense: 1 }",
        "'issues'",
    ] {
        let r = run(&cm, &format!("return await tools.$codemode.search({bad})"));
        let e = r.error.unwrap_or_else(|| panic!("{bad} was accepted"));
        assert_eq!(
            e.kind,
            DiagnosticKind::InvalidToolInput,
            "{bad}: {}",
            e.message
        );
    }
}

#[test]
fn search_namespace_and_paging() {
    let cm = large();
    let r = run(
        &cm,
        "const a = await tools.$codemode.search({ namespace: 'alpha', limit: 3 });
         const b = await tools.$codemode.search({ namespace: 'alpha', limit: 3, offset: a.next.offset });
         return [a.items.map(i => i.path), a.remaining, b.items.map(i => i.path), b.remaining, b.next]",
    );
    assert_eq!(
        r.value,
        json!([
            [
                "tools.alpha.op_00",
                "tools.alpha.op_01",
                "tools.alpha.op_02"
            ],
            2,
            ["tools.alpha.op_03", "tools.alpha.op_04"],
            0,
            null
        ])
    );
}

#[test]
fn enumeration_of_tools() {
    let cm = small();
    let r = run(
        &cm,
        "const keys = []; for (const k in tools.github) keys.push(k);
         return [Object.keys(tools), Object.keys(tools.$codemode), keys, Object.keys(tools.github.get_issue)]",
    );
    assert_eq!(
        r.value,
        json!([
            ["$codemode", "context7", "github", "weather"],
            ["search"],
            ["get_issue", "list_issues"],
            []
        ])
    );
    let r = run(&cm, "return Object.keys(tools.gitlab)");
    let e = r.error.unwrap();
    assert_eq!(e.kind, DiagnosticKind::UnknownTool);
    assert!(
        e.message.contains("tools.$codemode.search"),
        "{}",
        e.message
    );
    let r = run(&cm, "for (const k in tools.nope.deeper) {}");
    assert_eq!(r.error.unwrap().kind, DiagnosticKind::UnknownTool);
    for f in ["Object.values", "Object.entries"] {
        let r = run(
            &cm,
            &format!("try {{ {f}(tools) }} catch (e) {{ return e.message }}"),
        );
        let m = r.value.as_str().unwrap();
        assert!(
            m.contains("Object.keys(tools)") && m.contains("$codemode.search"),
            "{m}"
        );
    }
}

fn snapshot(name: &str, text: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden/instructions")
        .join(format!("{name}.md"));
    if std::env::var_os("CODEMODE_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("missing {}; run with CODEMODE_BLESS=1", path.display()));
    assert_eq!(text, want, "instructions snapshot {name} changed");
}

#[test]
fn instructions_for_an_empty_tree() {
    let text = CodeMode::builder().build().instructions();
    assert!(text.contains("No tools are currently available."));
    assert!(!text.contains("## Workflow"));
    snapshot("empty", &text);
}

#[test]
fn instructions_for_a_small_complete_catalog() {
    let text = small().instructions();
    assert!(text.contains("## Available tools (COMPLETE)"));
    assert!(!text.contains("Search: `tools.$codemode.search"));
    assert!(!text.contains("$codemode.search({ namespace"));
    let order: Vec<usize> = [
        "## Workflow",
        "## Rules",
        "## Language",
        "## Available tools",
    ]
    .iter()
    .map(|h| text.find(h).unwrap())
    .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "section order");
    assert!(text.contains("- github (2 tools)"));
    assert!(text.contains("`tools.weather.forecast(input: {}): Promise<Array<number>>`"));
    // No real tool is cherry-picked into the guidance: call forms use placeholders.
    let guidance = &text[..text.find("## Available tools").unwrap()];
    assert!(!guidance.contains("github") && !guidance.contains("weather"));
    snapshot("small", &text);
}

#[test]
fn instructions_for_a_large_catalog_go_partial_with_every_namespace() {
    let cm = large();
    let text = cm.instructions();
    assert!(text.contains("## Available tools (PARTIAL: "), "{text}");
    assert!(text.contains("Search: `tools.$codemode.search"));
    assert!(text.contains("tools.$codemode.search({ namespace: \"<namespace>\" })"));
    let catalog = &text[text.find("## Available tools").unwrap()..];
    let mut shown_somewhere = 0;
    for ns in [
        "alpha", "billing", "calendar", "docs", "email", "files", "github", "hr", "issues", "jobs",
        "kube", "logs",
    ] {
        let label = catalog
            .lines()
            .find(|l| l.starts_with(&format!("- {ns} (")))
            .unwrap_or_else(|| panic!("namespace {ns} missing"));
        if !label.contains("none shown") {
            shown_somewhere += 1;
        }
        assert!(
            catalog.contains(&format!("`tools.{ns}.")),
            "round-robin must show at least one {ns} tool"
        );
    }
    assert_eq!(shown_somewhere, 12);
    // The inlined lines fit the default budget of 2,000 estimated tokens.
    let inlined: usize = catalog
        .lines()
        .filter(|l| l.starts_with("  - "))
        .map(|l| (l.chars().count() + 2) / 4)
        .sum();
    assert!(inlined <= 2_000, "{inlined}");
    snapshot("large", &text);
}

#[test]
fn a_zero_budget_lists_namespaces_only() {
    let cm = CodeMode::builder()
        .tool(tool("a.x", "x", json!({})))
        .tool(tool("b.y", "y", json!({})))
        .catalog_budget(0)
        .build();
    let text = cm.instructions();
    assert!(text.contains("## Available tools (PARTIAL: 0 of 2 shown"));
    assert!(text.contains("- a (1 tool, none shown)"));
    assert!(text.contains("- b (1 tool, none shown)"));
}

/// Every capability the Language section claims runs.
#[test]
fn language_section_claims_hold() {
    let cm = small();
    let text = cm.instructions();
    assert!(text.contains("## Language"));
    let r = run(
        &cm,
        "// functions, arrows and closures
         function make() { let n = 0; return () => ++n; }
         const inc = make(); inc();
         // destructuring, spread, template literals, optional chaining, ??
         const { a, ...rest } = { a: 1, b: 2, c: 3 };
         const arr = [...[1, 2], 3];
         const t = `${a}-${arr.length}`;
         const o = null;
         const opt = o?.x ?? 'dflt';
         // loops with labels, try/catch/finally
         let found = -1;
         outer: for (let i = 0; i < 3; i++) { for (let j = 0; j < 3; j++) { if (i * j === 2) { found = i; break outer; } } }
         let fin = '';
         try { throw new Error('x'); } catch (e) { fin += e.message; } finally { fin += '!'; }
         // async/await and the combinators
         const all = await Promise.all([1, Promise.resolve(2)]);
         const settled = await Promise.allSettled([Promise.reject(1)]);
         const race = await Promise.race([Promise.resolve('r')]);
         const any = await Promise.any([Promise.reject(0), Promise.resolve('y')]);
         // Array, String, Object, Math, JSON, Map, Set
         const m = new Map([['k', 1]]); const s = new Set([1, 1, 2]);
         const misc = [[3, 1, 2].sort().join(''), 'abc'.toUpperCase(), Object.keys(rest).length,
           Math.max(1, 5), JSON.parse(JSON.stringify({ z: 1 })).z, m.get('k'), s.size,
           // regular expressions: match, replace, split, named groups
           'a1b22'.match(/\\d+/g).join('|'), 'x-y'.replace(/-(\\w)/, (_, c) => c.toUpperCase()),
           'a, b;c'.split(/[,;]\\s*/).length, /(?<y>\\d{4})/.exec('in 2024').groups.y];
         console.log('logged');
         // TypeScript annotations are erased
         const typed: number = 4;
         return [inc(), t, opt, found, fin, all, settled[0].status, race, any, misc, typed]",
    );
    assert!(r.ok, "{:?}", r.error);
    assert_eq!(
        r.value,
        json!([
            2,
            "1-3",
            "dflt",
            1,
            "x!",
            [1, 2],
            "rejected",
            "r",
            "y",
            ["123", "ABC", 2, 5, 1, 1, 2, "1|22", "xY", 3, "2024"],
            4
        ])
    );
    assert_eq!(r.logs, vec!["logged"]);
    // The unavailable list is honest: each fails with a diagnostic.
    for (code, kind) in [
        ("class A {}", DiagnosticKind::UnsupportedSyntax),
        ("function* g() {}", DiagnosticKind::UnsupportedSyntax),
        (
            "for await (const x of []) {}",
            DiagnosticKind::UnsupportedSyntax,
        ),
        (
            "const o = { get x() { return 1 } }",
            DiagnosticKind::UnsupportedSyntax,
        ),
        ("String.raw`x`", DiagnosticKind::UnsupportedSyntax),
        ("import x from 'y'", DiagnosticKind::UnsupportedSyntax),
        ("eval('1')", DiagnosticKind::ExecutionFailure),
        ("await fetch('x')", DiagnosticKind::ExecutionFailure),
        ("setTimeout(() => 1, 1)", DiagnosticKind::ExecutionFailure),
    ] {
        let r = run(&cm, code);
        let e = r.error.unwrap_or_else(|| panic!("{code} ran"));
        assert_eq!(e.kind, kind, "{code}: {}", e.message);
    }
    // The data-boundary sentence.
    let r = run(
        &cm,
        "return { u: undefined, n: NaN, i: Infinity, d: new Date(0) }",
    );
    assert_eq!(
        r.value,
        json!({ "n": null, "i": null, "d": "1970-01-01T00:00:00.000Z" })
    );
}

#[test]
fn analyze_lists_static_calls_and_flags_unknown_paths() {
    let cm = small();
    let a = cm
        .analyze(
            "const x = await tools.github.list_issues({ owner: 'a' });\n\
             async function f() { return tools.github.list_issue({}); }\n\
             const y = tools.context7['resolve-library-id']({});\n\
             const dyn = tools[x](1);",
        )
        .unwrap();
    let listed: Vec<(&str, u32, bool)> = a
        .calls
        .iter()
        .map(|c| (c.path.as_str(), c.line, c.known))
        .collect();
    assert_eq!(
        listed,
        vec![
            ("github.list_issues", 1, true),
            ("github.list_issue", 2, false),
            ("context7.resolve-library-id", 3, true),
        ]
    );
    let bad: Vec<_> = a.unknown().collect();
    assert_eq!(bad.len(), 1);
    assert_eq!(bad[0].suggestions[0], "tools.github.list_issues");
    assert_eq!(bad[0].column, 29);
    let e = cm.analyze("const = 1").unwrap_err();
    assert_eq!(e.kind, DiagnosticKind::ParseError);
}
