//! `CodeMode::instructions()`: the markdown a host gives the model as the `execute` tool's
//! description — workflow, rules, language summary, and a token-budgeted tool catalog.

use super::schema_ts::signature;
use crate::tool::Tool;
use std::collections::BTreeMap;

/// Estimated tokens of inlined catalog lines unless the builder says otherwise.
pub const DEFAULT_CATALOG_BUDGET: usize = 2_000;

/// The token estimate the budget is charged in: characters / 4, rounded.
pub fn estimate_tokens(text: &str) -> usize {
    (text.chars().count() + 2) / 4
}

const SEARCH_SIGNATURE: &str =
    "tools.$codemode.search(input: { query?: string; namespace?: string; \
limit?: number; offset?: number }): Promise<{ items: Array<{ path: string; description: string; \
signature: string }>; remaining: number; next: { offset: number } | null }>";

/// A tool's catalog line, rendered once when the `CodeMode` is built.
#[derive(Clone, Debug)]
pub struct CatalogLine {
    namespace: String,
    path: String,
    line: String,
    cost: usize,
}

impl CatalogLine {
    /// The tool's dotted path.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The compact signature and the first line of the description, with its token cost.
    pub fn new(t: &Tool) -> Self {
        let sig = signature(t.path(), t.input_schema(), t.output_schema(), false);
        let desc = t.description().lines().next().unwrap_or("").trim();
        let line = if desc.is_empty() {
            format!("  - `{sig}`")
        } else {
            format!("  - `{sig}` — {desc}")
        };
        CatalogLine {
            namespace: t.path().split('.').next().unwrap_or("").to_string(),
            path: t.path().to_string(),
            cost: estimate_tokens(&line),
            line,
        }
    }
}

/// The catalog section's choice of lines: per namespace (alphabetical), how many tools it has and
/// which lines are shown (cheapest first).
struct Catalog {
    namespaces: BTreeMap<String, (usize, Vec<String>)>,
    shown: usize,
    total: usize,
}

/// Round-robin inlining: in each round every namespace with lines left tries its next-cheapest
/// line against the shared budget; a namespace whose next line does not fit is done, the others
/// go on. Every namespace gets a chance before any gets everything.
fn plan_catalog(tools: &[CatalogLine], budget: usize) -> Catalog {
    let mut by_ns: BTreeMap<&str, Vec<&CatalogLine>> = BTreeMap::new();
    for t in tools {
        by_ns.entry(&t.namespace).or_default().push(t);
    }
    for lines in by_ns.values_mut() {
        lines.sort_by(|a, b| a.cost.cmp(&b.cost).then_with(|| a.path.cmp(&b.path)));
    }
    let mut left = budget;
    let mut next: BTreeMap<&str, usize> = by_ns.keys().map(|k| (*k, 0)).collect();
    let mut done: BTreeMap<&str, bool> = by_ns.keys().map(|k| (*k, false)).collect();
    loop {
        let mut progressed = false;
        for (ns, lines) in &by_ns {
            if done[ns] {
                continue;
            }
            let i = next[ns];
            match lines.get(i) {
                Some(l) if l.cost <= left => {
                    left -= l.cost;
                    next.insert(ns, i + 1);
                    progressed = true;
                }
                _ => {
                    done.insert(ns, true);
                }
            }
        }
        if !progressed {
            break;
        }
    }
    let mut shown = 0;
    let total = tools.len();
    let namespaces = by_ns
        .iter()
        .map(|(ns, lines)| {
            let k = next[ns];
            shown += k;
            let chosen = lines[..k].iter().map(|l| l.line.clone()).collect();
            (ns.to_string(), (lines.len(), chosen))
        })
        .collect();
    Catalog {
        namespaces,
        shown,
        total,
    }
}

/// Renders the instructions for the catalog lines of the host's tools (internal `$codemode`
/// tools excluded by the caller).
pub fn render(tools: &[CatalogLine], budget: usize) -> String {
    let mut out = String::from(
        "Run a program in restricted JavaScript to call tools. The code is the body of an async \
         function: call tools as `await tools.<namespace>.<tool>(input)`, compute with ordinary \
         JavaScript, and `return` a small JSON value (or end with an expression).\n",
    );
    if tools.is_empty() {
        out.push_str("\n## Available tools\n\nNo tools are currently available.\n");
        return out;
    }
    let cat = plan_catalog(tools, budget);
    let partial = cat.shown < cat.total;
    out.push_str("\n## Workflow\n\n");
    if partial {
        out.push_str(
            "1. If the tool you need is not listed below, find it first: \
             `return await tools.$codemode.search({ query: \"<what you want to do>\" })` \
             — short phrases work best; each result's `path` is the call expression and its \
             `signature` shows the input and output types.\n\
             2. In the next execution, call the tool with the result's `path` as-is (never guess \
             segments).\n\
             3. Return only the fields you need.\n",
        );
    } else {
        out.push_str(
            "1. Pick a tool from the catalog below and call it with the path shown; use it as-is \
             rather than guessing segments.\n\
             2. Return only the fields you need.\n",
        );
    }
    out.push_str(
        "\n## Rules\n\n\
         - Filter and aggregate large collections in code instead of returning them whole.\n\
         - Run independent calls in parallel: \
         `await Promise.all(items.map((x) => tools.<namespace>.<tool>({ ... })))`.\n\
         - A result typed `Promise<unknown>` has no guaranteed shape: check what actually came \
         back before relying on its fields.\n\
         - A failed call throws an `Error` whose `name` says why (`ToolFailure`, \
         `InvalidToolInput`, ...); catch it with `try`/`catch` when you can recover.\n\
         - `Object.keys(tools)` lists the namespaces and `Object.keys(tools.<namespace>)` the \
         tools in one.\n",
    );
    if partial {
        out.push_str(
            "- Browse one namespace: `tools.$codemode.search({ namespace: \"<namespace>\" })`.\n",
        );
    }
    out.push_str(
        "\n## Language\n\n\
         - Modern JavaScript: functions, arrows and closures, destructuring, spread, template \
         literals, optional chaining, `??`, loops with labels, `try`/`catch`/`finally`, \
         `async`/`await`, `Promise.all`/`allSettled`/`race`/`any`, and the common Array, String, \
         Object, Math, JSON, Map and Set methods, and regular expressions (`match`, `replace`, \
         `split`, named groups); `console.log` output is returned with the result.\n\
         - TypeScript type annotations are erased before running.\n\
         - Not available (each fails with a message naming the alternative): classes, \
         generators, `for await`, getters/setters, tagged templates, `eval`, `import`; there is \
         no `fetch`, timer or file system: external operations go through tools.\n\
         - Values sent to tools or returned are JSON: `undefined` fields are dropped, `NaN` and \
         `Infinity` become `null`, Dates become ISO strings.\n",
    );
    if partial {
        out.push_str(&format!(
            "\n## Available tools (PARTIAL: {} of {} shown; find the rest with \
             tools.$codemode.search)\n\n",
            cat.shown, cat.total
        ));
    } else {
        out.push_str("\n## Available tools (COMPLETE)\n\n");
    }
    for (ns, (count, lines)) in &cat.namespaces {
        let noun = if *count == 1 { "tool" } else { "tools" };
        let label = if lines.len() == *count {
            format!("{count} {noun}")
        } else if lines.is_empty() {
            format!("{count} {noun}, none shown")
        } else {
            format!("{count} {noun}, {} shown", lines.len())
        };
        out.push_str(&format!("- {ns} ({label})\n"));
        for l in lines {
            out.push_str(l);
            out.push('\n');
        }
    }
    if partial {
        out.push_str(&format!("\nSearch: `{SEARCH_SIGNATURE}`\n"));
    }
    out
}
