//! Discovery benches over a 1,000-tool catalog in 20 namespaces: one ranked search query (index
//! already built), an exact-path lookup, and `instructions()`.

use codemode::{CodeMode, SearchQuery, Tool};
use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::json;

fn catalog() -> CodeMode {
    let verbs = [
        "list", "get", "create", "update", "delete", "search", "sync", "export",
    ];
    let nouns = [
        "issue",
        "pull_request",
        "file",
        "user",
        "invoice",
        "event",
        "ticket",
    ];
    let mut b = CodeMode::builder();
    for i in 0..1000 {
        let ns = format!("service{:02}", i % 20);
        let name = format!(
            "{}_{}_{i}",
            verbs[i % verbs.len()],
            nouns[(i / 8) % nouns.len()]
        );
        b = b.tool(Tool::new(
            format!("{ns}.{name}"),
            format!(
                "{} {}s in {ns}, with paging and filters",
                verbs[i % verbs.len()],
                nouns[(i / 8) % nouns.len()]
            ),
            json!({
                "type": "object",
                "properties": {
                    "id": { "type": "string", "description": "Identifier of the item" },
                    "page": { "type": "integer", "minimum": 1, "default": 1 },
                    "state": { "enum": ["open", "closed", "all"] }
                },
                "required": ["id"]
            }),
            |i| async move { Ok(i) },
        ));
    }
    b.build()
}

fn benches(c: &mut Criterion) {
    let cm = catalog();
    let mut g = c.benchmark_group("discovery_1000_tools");
    let ranked = SearchQuery {
        query: Some("list open pull requests".into()),
        ..Default::default()
    };
    g.bench_function("search_ranked_query", |b| {
        b.iter(|| {
            let r = cm.search(&ranked);
            assert_eq!(r.items.len(), 10);
            r
        })
    });
    let exact = SearchQuery {
        query: Some("tools.service07.export_pull_request_407".into()),
        ..Default::default()
    };
    g.bench_function("search_exact_path", |b| {
        b.iter(|| {
            let r = cm.search(&exact);
            assert_eq!(r.items.len(), 1);
            r
        })
    });
    g.bench_function("instructions", |b| {
        b.iter(|| {
            let text = cm.instructions();
            assert!(text.contains("PARTIAL"));
            text
        })
    });
    g.finish();
}

criterion_group!(group, benches);
criterion_main!(group);
