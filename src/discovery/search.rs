//! Tool search: the index behind `tools.$codemode.search(...)` and `CodeMode::search`, ranked as the
//! reference plan's "Search ranking" fix specifies.

use super::schema_ts::{path_expression, signature};
use crate::tool::Tool;
use serde::Serialize;
use serde_json::Value as Json;
use std::collections::HashMap;

/// Results per page unless the query says otherwise.
pub const DEFAULT_LIMIT: usize = 10;
/// The most results one page may ask for.
pub const MAX_LIMIT: usize = 100;

/// Score weights per query term (each check adds when any form of the term matches).
const EXACT_SEGMENT: u32 = 20;
const PATH_SUBSTRING: u32 = 8;
const DESCRIPTION_SUBSTRING: u32 = 4;
const TEXT_SUBSTRING: u32 = 2;

/// One searchable tool.
#[derive(Clone, Debug)]
struct Entry {
    path: String,
    expression: String,
    description: String,
    signature: String,
    namespace: String,
    path_lc: String,
    segments_lc: Vec<String>,
    description_lc: String,
    text_lc: String,
}

/// A search request (the input of `tools.$codemode.search`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchQuery {
    /// Words to look for; empty or absent browses alphabetically.
    pub query: Option<String>,
    /// Only tools under this top-level namespace.
    pub namespace: Option<String>,
    /// Page size (default 10, at most 100).
    pub limit: Option<usize>,
    /// Zero-based position of the page's first result.
    pub offset: Option<usize>,
}

impl SearchQuery {
    /// Reads the program's search input, refusing what the schema refuses.
    ///
    /// # Errors
    ///
    /// A message for the model when a field has the wrong type or range.
    pub fn from_json(v: &Json) -> Result<Self, String> {
        let obj = match v {
            Json::Object(m) => m,
            Json::Null => return Ok(SearchQuery::default()),
            _ => {
                return Err(
                    "search takes an object: { query?, namespace?, limit?, offset? }".into(),
                )
            }
        };
        let mut q = SearchQuery::default();
        for (k, val) in obj {
            match (k.as_str(), val) {
                (_, Json::Null) => {}
                ("query", Json::String(s)) => q.query = Some(s.clone()),
                ("namespace", Json::String(s)) => q.namespace = Some(s.clone()),
                ("limit", v) => match v.as_u64() {
                    Some(n) if (1..=MAX_LIMIT as u64).contains(&n) => q.limit = Some(n as usize),
                    _ => return Err(format!("limit must be an integer from 1 to {MAX_LIMIT}")),
                },
                ("offset", v) => match v.as_u64() {
                    Some(n) => q.offset = Some(n as usize),
                    None => return Err("offset must be a non-negative integer".into()),
                },
                ("query" | "namespace", _) => return Err(format!("{k} must be a string")),
                _ => {
                    return Err(format!(
                    "unknown field {k:?}; search takes {{ query?, namespace?, limit?, offset? }}"
                ))
                }
            }
        }
        Ok(q)
    }
}

/// One result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SearchItem {
    /// The call expression (`tools.github.list_issues`).
    pub path: String,
    /// The tool's description.
    pub description: String,
    /// The pretty TypeScript signature with JSDoc per field.
    pub signature: String,
}

/// A page of results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// This page.
    pub items: Vec<SearchItem>,
    /// Matches after this page.
    pub remaining: usize,
    /// The offset of the next page, when there is one.
    pub next: Option<usize>,
}

impl SearchResult {
    /// `{ items, remaining, next: { offset } | null }`.
    pub fn to_json(&self) -> Json {
        serde_json::json!({
            "items": self.items,
            "remaining": self.remaining,
            "next": self.next.map(|o| serde_json::json!({ "offset": o })),
        })
    }
}

/// The search index over a tool table (built once per `CodeMode`).
#[derive(Clone, Debug, Default)]
pub struct SearchIndex {
    entries: Vec<Entry>,
    /// Trigram of the lowercased searchable text -> bitset of entries containing it. Every field
    /// a term is checked against is part of that text, so an entry lacking one of a term's
    /// trigrams cannot score for it and is never looked at.
    trigrams: HashMap<[u8; 3], Vec<u64>>,
}

/// A set of entry positions.
type Bits = Vec<u64>;

fn trigrams(s: &str) -> impl Iterator<Item = [u8; 3]> + '_ {
    s.as_bytes().windows(3).map(|w| [w[0], w[1], w[2]])
}

impl SearchIndex {
    /// Indexes `tools` (sorted by path).
    pub fn new<'a>(tools: impl IntoIterator<Item = &'a Tool>) -> Self {
        let mut entries: Vec<Entry> = tools.into_iter().map(entry).collect();
        entries.sort_by(|a, b| a.path.cmp(&b.path));
        let words = entries.len().div_ceil(64);
        let mut index: HashMap<[u8; 3], Bits> = HashMap::new();
        for (i, e) in entries.iter().enumerate() {
            for t in trigrams(&e.text_lc) {
                let bits = index.entry(t).or_insert_with(|| vec![0; words]);
                bits[i / 64] |= 1 << (i % 64);
            }
        }
        SearchIndex {
            entries,
            trigrams: index,
        }
    }

    /// Entries that may contain `term` (or one of its forms) in their searchable text.
    fn candidates(&self, term: &str, out: &mut Bits) {
        for f in forms(term) {
            if f.len() < 3 {
                // Too short for a trigram: every entry is a candidate.
                out.iter_mut().for_each(|w| *w = u64::MAX);
                return;
            }
            let mut acc: Option<Bits> = None;
            for t in trigrams(f) {
                let Some(bits) = self.trigrams.get(&t) else {
                    acc = Some(vec![0; out.len()]);
                    break;
                };
                match &mut acc {
                    None => acc = Some(bits.clone()),
                    Some(a) => a.iter_mut().zip(bits).for_each(|(x, y)| *x &= y),
                }
            }
            if let Some(a) = acc {
                out.iter_mut().zip(&a).for_each(|(x, y)| *x |= y);
            }
        }
    }

    /// Number of indexed tools.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the index is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Runs a query.
    pub fn search(&self, q: &SearchQuery) -> SearchResult {
        let limit = q.limit.unwrap_or(DEFAULT_LIMIT).clamp(1, MAX_LIMIT);
        let offset = q.offset.unwrap_or(0);
        let query = q.query.as_deref().unwrap_or("").trim();
        let in_scope = |e: &&Entry| q.namespace.as_deref().is_none_or(|ns| e.namespace == ns);
        if let Some(e) = self.exact(query).filter(|e| in_scope(e)) {
            return page(vec![e], 0, limit);
        }
        let terms = tokenize(query);
        let matches: Vec<&Entry> = if terms.is_empty() {
            self.entries.iter().filter(in_scope).collect()
        } else {
            // Only entries that contain some term can score.
            let mut cand: Bits = vec![0; self.entries.len().div_ceil(64)];
            for t in &terms {
                self.candidates(t, &mut cand);
            }
            let mut scored: Vec<(u32, &Entry)> = self
                .entries
                .iter()
                .enumerate()
                .filter(|(i, _)| cand[i / 64] & (1 << (i % 64)) != 0)
                .map(|(_, e)| e)
                .filter(in_scope)
                .map(|e| (score(e, &terms), e))
                .filter(|(s, _)| *s > 0)
                .collect();
            // Score descending, then path ascending (entries are already path-sorted and the
            // sort is stable).
            scored.sort_by_key(|s| std::cmp::Reverse(s.0));
            scored.into_iter().map(|(_, e)| e).collect()
        };
        page(matches, offset, limit)
    }

    /// The tool a query names exactly: its canonical path, `tools.`-prefixed path, or expression.
    fn exact(&self, query: &str) -> Option<&Entry> {
        if query.is_empty() {
            return None;
        }
        let bare = query.strip_prefix("tools.").unwrap_or(query);
        self.entries
            .iter()
            .find(|e| e.path == bare || e.expression == query)
    }
}

fn page(matches: Vec<&Entry>, offset: usize, limit: usize) -> SearchResult {
    let total = matches.len();
    let items: Vec<SearchItem> = matches
        .into_iter()
        .skip(offset)
        .take(limit)
        .map(|e| SearchItem {
            path: e.expression.clone(),
            description: e.description.clone(),
            signature: e.signature.clone(),
        })
        .collect();
    let end = offset.saturating_add(items.len()).min(total);
    let remaining = total.saturating_sub(end.max(offset.min(total)));
    SearchResult {
        items,
        remaining,
        next: (remaining > 0).then_some(end),
    }
}

fn entry(t: &Tool) -> Entry {
    let path = t.path().to_string();
    let description = t.description().to_string();
    let mut text = format!("{path} {description}");
    for (name, desc) in input_properties(t.input_schema()) {
        text.push(' ');
        text.push_str(&name);
        if let Some(d) = desc {
            text.push(' ');
            text.push_str(&d);
        }
    }
    Entry {
        expression: path_expression(&path),
        signature: signature(&path, t.input_schema(), t.output_schema(), true),
        namespace: path.split('.').next().unwrap_or("").to_string(),
        path_lc: path.to_lowercase(),
        segments_lc: path.to_lowercase().split('.').map(str::to_string).collect(),
        description_lc: description.to_lowercase(),
        text_lc: text.to_lowercase(),
        path,
        description,
    }
}

/// Input property names and descriptions (following a top-level `$ref` into `$defs`).
fn input_properties(schema: &Json) -> Vec<(String, Option<String>)> {
    let mut s = schema;
    if let Some(r) = s.get("$ref").and_then(Json::as_str) {
        let name = r
            .strip_prefix("#/$defs/")
            .or_else(|| r.strip_prefix("#/definitions/"));
        if let Some(n) = name {
            if let Some(d) = schema
                .get("$defs")
                .or_else(|| schema.get("definitions"))
                .and_then(|d| d.get(n))
            {
                s = d;
            }
        }
    }
    match s.get("properties").and_then(Json::as_object) {
        Some(props) => props
            .iter()
            .map(|(k, v)| {
                let d = v
                    .get("description")
                    .and_then(Json::as_str)
                    .map(str::to_string);
                (k.clone(), d)
            })
            .collect(),
        None => Vec::new(),
    }
}

/// Splits a query on camelCase boundaries and non-alphanumerics, lowercased; drops empties and `*`.
pub fn tokenize(query: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut prev_lower = false;
    for c in query.chars() {
        if !c.is_alphanumeric() {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            prev_lower = false;
            continue;
        }
        if c.is_uppercase() && prev_lower && !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
        prev_lower = c.is_lowercase() || c.is_numeric();
        cur.extend(c.to_lowercase());
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// A term and its naive singular forms ("issues" -> "issue", "issu"; "tools" -> "tool").
fn forms(term: &str) -> Vec<&str> {
    let mut f = vec![term];
    if term.len() > 3 {
        if let Some(s) = term.strip_suffix("es") {
            f.push(s);
        }
    }
    if term.len() > 2 {
        if let Some(s) = term.strip_suffix('s') {
            f.push(s);
        }
    }
    f
}

fn score(e: &Entry, terms: &[String]) -> u32 {
    let mut total = 0;
    for t in terms {
        let fs = forms(t);
        let any = |pred: &dyn Fn(&str) -> bool| fs.iter().any(|f| pred(f));
        if any(&|f| e.path_lc == f || e.segments_lc.iter().any(|s| s == f)) {
            total += EXACT_SEGMENT;
        }
        if any(&|f| e.path_lc.contains(f)) {
            total += PATH_SUBSTRING;
        }
        if any(&|f| e.description_lc.contains(f)) {
            total += DESCRIPTION_SUBSTRING;
        }
        if any(&|f| e.text_lc.contains(f)) {
            total += TEXT_SUBSTRING;
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn tool(path: &str, desc: &str, input: Json) -> Tool {
        Tool::new(path, desc, input, |_| async { Ok(Json::Null) })
    }

    fn index() -> SearchIndex {
        let tools = vec![
            tool(
                "github.list_issues",
                "List issues in a repository",
                json!({
                    "type": "object",
                    "properties": { "owner": { "type": "string", "description": "Repository owner" } }
                }),
            ),
            tool("github.get_ticket", "Get one issue", json!({})),
            tool(
                "github.create_pull_request",
                "Open a pull request",
                json!({}),
            ),
            tool(
                "jira.search",
                "Search tickets with JQL",
                json!({
                    "type": "object",
                    "properties": { "jql": { "type": "string" }, "maxResults": { "type": "integer" } }
                }),
            ),
            tool(
                "context7.resolve-library-id",
                "Resolve a package name to a library id",
                json!({}),
            ),
            tool("fs.read_file", "Read a file", json!({})),
        ];
        SearchIndex::new(&tools)
    }

    fn paths(r: &SearchResult) -> Vec<&str> {
        r.items.iter().map(|i| i.path.as_str()).collect()
    }

    fn q(query: &str) -> SearchQuery {
        SearchQuery {
            query: Some(query.into()),
            ..Default::default()
        }
    }

    #[test]
    fn tokenize_splits_camel_case_and_separators() {
        assert_eq!(
            tokenize("listIssues for-repo"),
            vec!["list", "issues", "for", "repo"]
        );
        assert_eq!(tokenize("  * "), Vec::<String>::new());
        assert_eq!(tokenize("HTTPServer"), vec!["httpserver"]);
    }

    #[test]
    fn plural_query_finds_a_singular_only_tool_and_ranks_true_plural_first() {
        let r = index().search(&q("issues"));
        assert_eq!(paths(&r)[0], "tools.github.list_issues");
        assert!(paths(&r).contains(&"tools.github.get_ticket"));
    }

    #[test]
    fn parameter_names_are_searchable() {
        let r = index().search(&q("jql"));
        assert_eq!(paths(&r), vec!["tools.jira.search"]);
        let r = index().search(&q("owner"));
        assert_eq!(paths(&r), vec!["tools.github.list_issues"]);
        let r = index().search(&q("maxResults"));
        assert_eq!(paths(&r), vec!["tools.jira.search"]);
    }

    #[test]
    fn partial_words_match() {
        let r = index().search(&q("pull"));
        assert_eq!(paths(&r), vec!["tools.github.create_pull_request"]);
        let r = index().search(&q("libr"));
        assert_eq!(paths(&r), vec!["tools.context7[\"resolve-library-id\"]"]);
    }

    #[test]
    fn segment_match_outranks_description_match() {
        // "search" is jira's path segment (20 + 8 + 4 + 2) and only text elsewhere.
        let r = index().search(&q("search"));
        assert_eq!(paths(&r)[0], "tools.jira.search");
    }

    #[test]
    fn empty_query_browses_alphabetically() {
        let r = index().search(&SearchQuery::default());
        assert_eq!(
            paths(&r),
            vec![
                "tools.context7[\"resolve-library-id\"]",
                "tools.fs.read_file",
                "tools.github.create_pull_request",
                "tools.github.get_ticket",
                "tools.github.list_issues",
                "tools.jira.search",
            ]
        );
        assert_eq!(r.remaining, 0);
        assert_eq!(r.next, None);
    }

    #[test]
    fn exact_paths_return_that_tool_alone() {
        for query in [
            "github.get_ticket",
            "tools.github.get_ticket",
            "context7.resolve-library-id",
            "tools.context7[\"resolve-library-id\"]",
        ] {
            let r = index().search(&q(query));
            assert_eq!(r.items.len(), 1, "{query}");
            assert_eq!(r.remaining, 0);
        }
    }

    #[test]
    fn namespace_scopes_before_ranking() {
        let r = index().search(&SearchQuery {
            query: Some("".into()),
            namespace: Some("github".into()),
            ..Default::default()
        });
        assert_eq!(r.items.len(), 3);
        assert!(r.items.iter().all(|i| i.path.starts_with("tools.github.")));
        let r = index().search(&SearchQuery {
            query: Some("read".into()),
            namespace: Some("github".into()),
            ..Default::default()
        });
        assert!(r.items.is_empty());
    }

    #[test]
    fn paging_reports_remaining_and_next() {
        let page1 = index().search(&SearchQuery {
            limit: Some(4),
            ..Default::default()
        });
        assert_eq!(page1.items.len(), 4);
        assert_eq!(page1.remaining, 2);
        assert_eq!(page1.next, Some(4));
        let page2 = index().search(&SearchQuery {
            limit: Some(4),
            offset: Some(4),
            ..Default::default()
        });
        assert_eq!(page2.items.len(), 2);
        assert_eq!(page2.remaining, 0);
        assert_eq!(page2.next, None);
        assert_eq!(page2.to_json()["next"], Json::Null);
        assert_eq!(page1.to_json()["next"], json!({ "offset": 4 }));
        let past = index().search(&SearchQuery {
            offset: Some(50),
            ..Default::default()
        });
        assert!(past.items.is_empty());
        assert_eq!((past.remaining, past.next), (0, None));
    }

    #[test]
    fn terms_too_short_for_trigrams_still_match() {
        let r = index().search(&q("fs"));
        assert_eq!(paths(&r)[0], "tools.fs.read_file");
        let r = index().search(&q("id"));
        assert!(paths(&r).contains(&"tools.context7[\"resolve-library-id\"]"));
    }

    #[test]
    fn no_match_is_empty() {
        let r = index().search(&q("kubernetes"));
        assert!(r.items.is_empty());
    }

    #[test]
    fn query_input_is_validated() {
        assert!(SearchQuery::from_json(&json!({ "query": 3 })).is_err());
        assert!(SearchQuery::from_json(&json!({ "limit": 0 })).is_err());
        assert!(SearchQuery::from_json(&json!({ "limit": 1.5 })).is_err());
        assert!(SearchQuery::from_json(&json!({ "offset": -1 })).is_err());
        assert!(SearchQuery::from_json(&json!({ "qurey": "x" })).is_err());
        assert!(SearchQuery::from_json(&json!("x")).is_err());
        let ok = SearchQuery::from_json(
            &json!({ "query": "a", "limit": 5, "offset": 2, "namespace": "n" }),
        )
        .unwrap();
        assert_eq!(ok.limit, Some(5));
    }
}
